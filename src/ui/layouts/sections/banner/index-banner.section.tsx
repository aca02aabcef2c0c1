import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MEDIA_QUERY } from '../../../chrome/chrome-variant.context';
import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { BANNER_SIZES, mobileRowFor } from './banner-rows';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';
import styles from './index-banner.section.module.css';
import { claimLcpImage, useRenderSeed } from '../../../parts/render-seed';
import { AVIF_TYPE } from '../../../../shared/upload-variants';
import { pictureSources, preloadSource } from '../../../parts/responsive-image';

/** WCAG 2.2.2 allows motion that the visitor can pause; six seconds leaves time to read a caption. */
export const BANNER_INTERVAL_MS = 6000;

/**
 * The home page's banner carousel (APG carousel pattern). It advances every six seconds unless the
 * visitor paused it, prefers reduced motion, or is pointing at or focused in a slide; previous/next
 * and the indicators always work. While it rotates, the slides are not announced (aria-live off).
 */
export default function IndexBannerSection({ name, section, site, timers }: SectionLayoutProps) {
  const { t } = useTranslation();
  const rows = site.banner?.rows ?? [];
  const mobileRows = site.bannerMobile?.rows ?? [];
  const count = rows.length;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusedInSlide, setFocusedInSlide] = useState(false);
  const rotating = count > 1 && !paused && !reducedMotion && !hovered && !focusedInSlide;
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  // The first slide's picture is the home page's LCP element: the server preloads exactly the
  // sources its <picture> offers (the phone one under its media query, the wide one otherwise).
  const seed = useRenderSeed();
  const firstRow = rows[0];
  if (firstRow) {
    const mobile = mobileRowFor(firstRow, 0, mobileRows);
    const wide = preloadSource(pictureSources(firstRow.image, BANNER_SIZES));
    claimLcpImage(seed, {
      sources: mobile
        ? [
            { ...preloadSource(pictureSources(mobile.image, BANNER_SIZES)), media: PHONE_MEDIA_QUERY },
            { ...wide, media: `not all and ${PHONE_MEDIA_QUERY}` },
          ]
        : [wide],
    });
  }

  useEffect(() => {
    if (!rotating) return;
    const timer = timers.schedule(() => setIndex((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => timers.cancel(timer);
  }, [rotating, current, count, timers]);

  if (count === 0) return <div data-layout={name} data-empty="true" />;

  const label = section.title?.trim() || t('chrome.banner.label');
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onSlidesBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedInSlide(false);
  };

  return (
    <section
      data-layout={name}
      aria-roledescription={t('chrome.banner.roledescription')}
      aria-label={label}
      className={styles.banner}
    >
      <div
        aria-live={rotating ? 'off' : 'polite'}
        data-part="banner-slides"
        className={styles.slides}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusedInSlide(true)}
        onBlur={onSlidesBlur}
      >
        {rows.map((row, slide) => {
          const mobile = mobileRowFor(row, slide, mobileRows);
          const first = slide === 0;
          const wide = pictureSources(row.image, BANNER_SIZES);
          const phone = mobile ? pictureSources(mobile.image, BANNER_SIZES) : null;
          const image = (
            <div className={styles.frame}>
              {/* The first source that fits the screen and a type the browser decodes wins: AVIF before WebP. */}
              <picture>
                {mobile && phone?.avif && (
                  <source
                    media={PHONE_MEDIA_QUERY}
                    type={AVIF_TYPE}
                    srcSet={phone.avif.srcset}
                    sizes={phone.avif.sizes}
                    width={mobile.image.width}
                    height={mobile.image.height}
                  />
                )}
                {mobile && phone && (
                  <source
                    media={PHONE_MEDIA_QUERY}
                    srcSet={phone.srcset ?? phone.href}
                    sizes={phone.sizes}
                    width={mobile.image.width}
                    height={mobile.image.height}
                  />
                )}
                {wide.avif && <source type={AVIF_TYPE} srcSet={wide.avif.srcset} sizes={wide.avif.sizes} />}
                <img
                  src={wide.href}
                  srcSet={wide.srcset}
                  sizes={wide.sizes}
                  alt={row.image.description?.trim() ?? ''}
                  width={row.image.width ?? 1920}
                  height={row.image.height ?? 800}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding={first ? 'sync' : 'async'}
                  className={styles.image}
                />
              </picture>
              <div className={styles.caption}>
                <p className={styles.title}>{row.title}</p>
                {row.description && <p className={styles.description}>{row.description}</p>}
              </div>
            </div>
          );
          return (
            <div
              key={row.id}
              role="group"
              aria-roledescription={t('chrome.banner.slideRoledescription')}
              aria-label={t('chrome.banner.slideLabel', { index: slide + 1, total: count })}
              hidden={slide !== current}
              data-part="banner-slide"
            >
              {row.link ? (
                // Two focus rings inside the slide, dark within light, so one of them shows on any photo (the CSS module).
                <ChromeLink href={row.link} className={styles.slideLink}>
                  {image}
                </ChromeLink>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div data-part="banner-controls" className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              className={styles.control}
              data-part="banner-pause"
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              {t(paused ? 'chrome.banner.play' : 'chrome.banner.pause')}
            </button>
          )}
          <button
            type="button"
            onClick={() => go(current - 1)}
            className={styles.control}
            aria-label={t('chrome.banner.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.indicators} aria-label={t('chrome.banner.indicators')}>
            {rows.map((row, slide) => (
              <li key={row.id}>
                <button
                  type="button"
                  onClick={() => go(slide)}
                  aria-label={t('chrome.banner.goTo', { index: slide + 1, title: row.title })}
                  aria-current={slide === current ? 'true' : undefined}
                  className={styles.indicator}
                >
                  <span
                    aria-hidden="true"
                    className={slide === current ? `${styles.dot} ${styles.dotCurrent}` : styles.dot}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => go(current + 1)}
            className={styles.control}
            aria-label={t('chrome.banner.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
