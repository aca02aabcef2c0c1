import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../shared/api-types';
import { visibleFiles } from './representative-image';
import { altOf, ResponsiveImage } from './responsive-image';
import { buttonClass } from './button-class';
import styles from './gallery-lightbox.module.css';
import { cmsUrl } from '../paths/cms-url';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface LightboxProps {
  images: readonly FileEntry[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * A modal image viewer. Arrow keys move between images, Esc closes, Tab stays inside, and focus
 * returns to whatever opened it (the thumbnail) when it closes.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = images.length;
  const current = images[((index % count) + count) % count];

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const step = useCallback(
    (delta: number) => onIndexChange((index + delta + count) % count),
    [index, count, onIndexChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      const focusables = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  if (!current) return null;
  const caption = altOf(current);

  return createPortal(
    // The backdrop is for the mouse only: Esc closes the viewer from the keyboard (onKeyDown below).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      onClick={(event) => {
        // A click on the dimmed backdrop, not on the viewer, closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* The viewer's keys (arrows, Esc, the Tab trap) are handled once, here, for everything inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        data-part="lightbox"
        className={styles.dialog}
      >
        <div className={styles.bar}>
          <p id={titleId} className={styles.title} aria-live="polite">
            {t('content.gallery.title', { index: images.indexOf(current) + 1, count })}
          </p>
          <button
            ref={closeRef}
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={onClose}
          >
            {t('content.gallery.close')}
          </button>
        </div>
        <div className={styles.stage}>
          <img src={cmsUrl(current.original)} alt={caption} className={styles.image} />
          {caption && (
            <p className={styles.caption} aria-hidden="true">
              {caption}
            </p>
          )}
        </div>
        <div className={styles.bar}>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={() => step(-1)}
            disabled={count < 2}
          >
            {t('content.gallery.previous')}
          </button>
          <p className={styles.hint}>{t('content.gallery.hint')}</p>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={() => step(1)}
            disabled={count < 2}
          >
            {t('content.gallery.next')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

export interface GalleryProps {
  images: unknown;
  /** Thumbnails per row from the small screen up. */
  columns?: { base?: number; sm?: number; md?: number; lg?: number };
  /** The first thumbnails load eagerly when the gallery is the page's main content. */
  eagerCount?: number;
}

type Columns = NonNullable<GalleryProps['columns']>;

/** The column counts reach the CSS as custom properties; a breakpoint left out keeps the one below. */
function columnStyle(columns: Columns): CSSProperties {
  const style: Record<string, number> = {};
  for (const key of ['base', 'sm', 'md', 'lg'] as const) {
    const value = columns[key];
    if (value !== undefined) style[`--columns-${key}`] = value;
  }
  return style as CSSProperties;
}

/** A thumbnail grid; each thumbnail is a button that opens the lightbox at that image. */
export function Gallery({ images, columns = { base: 2, md: 3, lg: 4 }, eagerCount = 0 }: GalleryProps) {
  const { t } = useTranslation();
  const files = visibleFiles(images);
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className={styles.grid} style={columnStyle(columns)} data-part="gallery">
        {files.map((file, i) => {
          const alt = altOf(file);
          return (
            <li key={`${file.fileId}-${i}`}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={
                  alt
                    ? t('content.gallery.open', { alt })
                    : t('content.gallery.openUntitled', { index: i + 1 })
                }
                className={styles.thumb}
              >
                <div className={styles.thumbFrame}>
                  <ResponsiveImage
                    file={file}
                    decorative
                    loading={i < eagerCount ? 'eager' : 'lazy'}
                    fit="cover"
                    fill
                    sizes="(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw"
                  />
                </div>
              </button>
              {alt && (
                <p className={styles.thumbCaption} aria-hidden="true">
                  {alt}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <Lightbox images={files} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
