import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteFooter as SiteFooterData } from '../../shared/api-types';
import { AccessKeyAnchor } from './access-key-anchor';
import { useChromeVariant } from './chrome-variant.context';
import { telHref } from './footer-format';
import { ChromeLink } from './menu-link';
import styles from './site-footer.module.css';
import { cmsUrl } from '../paths/cms-url';
import { dateTimeAttr, formatDate } from '../parts/format-date';

export interface SiteFooterProps {
  /** `GET /api/site/footer`; null while it loads or when it failed. */
  footer: SiteFooterData | null;
  /** Extra content from the shell, e.g. the visit counter. */
  extra?: ReactNode;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * The content of the footer slot: 導盲磚 Z, contact data, links, 「最後更新」, copyright and the
 * accessibility mark. The frame provides the `<footer>` landmark and, through the chrome variant,
 * whether the parts stack or stand in columns.
 */
export function SiteFooter({ footer, extra }: SiteFooterProps) {
  const { t } = useTranslation();
  const variant = useChromeVariant();
  const columns = variant.footer === 'columns';
  const dark = variant.footerTone === 'dark';
  const updated = footer?.updatedAt;
  const mark = footer?.accessibilityMark;
  const hasContact = Boolean(
    footer?.address || footer?.phone || footer?.fax || footer?.email || footer?.openingHours,
  );

  return (
    <div
      data-part="site-footer"
      className={[styles.footer, columns && styles.columns, dark && styles.dark].filter(Boolean).join(' ')}
    >
      <AccessKeyAnchor zone="z" tone={dark ? 'dark' : 'light'} />
      <div data-part="footer-body" className={styles.body}>
        {hasContact && footer && (
          <dl data-part="footer-contact" className={styles.contact}>
            {footer.address && (
              <Row label={t('chrome.footer.address')}>
                <address className={styles.address}>{footer.address}</address>
              </Row>
            )}
            {footer.phone && (
              <Row label={t('chrome.footer.phone')}>
                <ChromeLink href={telHref(footer.phone)} className={styles.link}>
                  {footer.phone}
                </ChromeLink>
              </Row>
            )}
            {footer.fax && <Row label={t('chrome.footer.fax')}>{footer.fax}</Row>}
            {footer.email && (
              <Row label={t('chrome.footer.email')}>
                <ChromeLink href={`mailto:${footer.email}`} className={styles.link}>
                  {footer.email}
                </ChromeLink>
              </Row>
            )}
            {footer.openingHours && (
              <Row label={t('chrome.footer.openingHours')}>
                <span className={styles.hours}>{footer.openingHours}</span>
              </Row>
            )}
          </dl>
        )}
        {footer && footer.links.length > 0 && (
          <nav aria-label={t('chrome.footer.links')} data-part="footer-links">
            <ul className={styles.links}>
              {footer.links.map((link) => (
                <li key={`${link.url}|${link.title}`}>
                  <ChromeLink href={link.url} className={styles.link}>
                    {link.title}
                  </ChromeLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div data-part="footer-meta" className={styles.meta}>
          {updated && (
            <p>
              {t('chrome.footer.updatedAt')}
              <time dateTime={dateTimeAttr(updated)}>{formatDate(updated)}</time>
            </p>
          )}
          {extra}
          {mark?.image && (
            <ChromeLink href={mark.url} className={styles.markLink}>
              <img
                src={cmsUrl(mark.image)}
                alt={mark.alt}
                width={88}
                height={31}
                // At the foot of every page: it need not compete with the first screen's images.
                loading="lazy"
                decoding="async"
                className={styles.markImage}
              />
            </ChromeLink>
          )}
          {mark?.image && mark.date && (
            <p data-part="footer-mark-date">
              {t('chrome.footer.markDate')}
              <time dateTime={dateTimeAttr(mark.date)}>{formatDate(mark.date)}</time>
            </p>
          )}
        </div>
      </div>
      {footer?.copyright && (
        <p data-part="copyright" className={styles.copyright}>
          {footer.copyright}
        </p>
      )}
    </div>
  );
}
