import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../../chrome/footer-format';
import { ChromeLink } from '../../../chrome/menu-link';
import type { SectionLayoutProps } from '../../contract/layout-contract';
import { paths } from '../../../paths/paths';
import styles from './index-contact.section.module.css';

/** A search on a map service: the address is all the CMS gives, no coordinates. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The site's contact details (網站設定's, carried by the footer) as a home-page section, beside the
 * block's own invitation: its heading and sentence (`subtitle`, `text`), a link to its page
 * (`section.path`, worded by `linkText`), the address on a map, and an e-mail link.
 */
export default function IndexContactSection({ name, lang, section, site }: SectionLayoutProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const footer = site.footer;
  const title = section.title?.trim() || t('chrome.contact.title');
  // The invitation beside the details is the block's own text (編排首頁); none is made up.
  const subtitle = section.subtitle?.trim();
  const text = section.text?.trim();
  const hasInvitation = Boolean(subtitle || text || section.path || footer?.address || footer?.email);
  const hasData = Boolean(
    footer && (footer.address || footer.phone || footer.fax || footer.email || footer.openingHours),
  );

  return (
    <section data-layout={name} aria-labelledby={headingId} className={styles.band}>
      <div className={styles.grid}>
        <div className={styles.details}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {hasData && footer ? (
            <dl className={styles.list}>
              {footer.address && (
                <Item label={t('chrome.footer.address')}>
                  <address className={styles.address}>{footer.address}</address>
                </Item>
              )}
              {footer.phone && (
                <Item label={t('chrome.footer.phone')}>
                  <ChromeLink href={telHref(footer.phone)} className={styles.dataLink}>
                    {footer.phone}
                  </ChromeLink>
                </Item>
              )}
              {footer.fax && <Item label={t('chrome.footer.fax')}>{footer.fax}</Item>}
              {footer.email && (
                <Item label={t('chrome.footer.email')}>
                  <ChromeLink href={`mailto:${footer.email}`} className={styles.dataLink}>
                    {footer.email}
                  </ChromeLink>
                </Item>
              )}
              {footer.openingHours && (
                <Item label={t('chrome.footer.openingHours')}>
                  <span className={styles.hours}>{footer.openingHours}</span>
                </Item>
              )}
            </dl>
          ) : (
            <p className={styles.empty}>{t('chrome.contact.empty')}</p>
          )}
        </div>
        {hasInvitation && (
          <div data-part="visit-cta" className={styles.visit}>
            {subtitle && <p className={styles.visitTitle}>{subtitle}</p>}
            {text && <p className={styles.visitText}>{text}</p>}
            <div className={styles.actions}>
              {section.path && (
                <ChromeLink
                  href={paths.page.href(lang, section.path)}
                  className={`${styles.button} ${styles.solid}`}
                >
                  {section.linkText?.trim() || t('chrome.contact.visitInfo')}
                </ChromeLink>
              )}
              {footer?.address && (
                <ChromeLink
                  href={mapHref(footer.address)}
                  target="_blank"
                  label={t('chrome.contact.map')}
                  className={`${styles.button} ${styles.outline}`}
                >
                  {t('chrome.contact.map')}
                </ChromeLink>
              )}
              {footer?.email && (
                <ChromeLink href={`mailto:${footer.email}`} className={`${styles.button} ${styles.outline}`}>
                  {t('chrome.contact.mail')}
                </ChromeLink>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
