import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagination } from '../../domain/content/pagination';
import { buttonClass } from './button-class';
import styles from './pager.module.css';

export interface PagerProps {
  total: number;
  /** Rows per page. */
  limit: number;
  offset: number;
  /** The URL of a page (from 1), filters and sort kept: the core's `listPageHref`. */
  hrefOf(page: number): string;
}

const linkLook = (current: boolean, className?: string) =>
  buttonClass({
    variant: current ? 'solid' : 'outline',
    size: 'sm',
    className: `${styles.link} ${className ?? ''}`,
  });

/**
 * Accessible pagination: a labelled nav of real links, the current page marked with aria-current.
 * Links work before and without the script; with it, the router moves without a page load.
 */
export function Pager({ total, limit, offset, hrefOf }: PagerProps) {
  const { t } = useTranslation();
  const pages = pagination(total, limit, offset);
  if (!pages) return null;
  const { current, previous, next } = pages;
  // `~`: list URLs are absolute, also from inside the nested /home/:lang router.
  const to = (page: number) => `~${hrefOf(page)}`;

  return (
    <nav aria-label={t('content.pager.label')} data-part="pager" className={styles.nav}>
      <ul className={styles.pages}>
        {previous !== null && (
          <li>
            <Link href={to(previous)} rel="prev" className={linkLook(false)}>
              {t('content.pager.previous')}
            </Link>
          </li>
        )}
        {pages.slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              {t('content.pager.gap')}
            </li>
          ) : (
            <li key={slot}>
              <Link
                href={to(slot)}
                className={linkLook(slot === current, styles.page)}
                aria-label={t('content.pager.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        {next !== null && (
          <li>
            <Link href={to(next)} rel="next" className={linkLook(false)}>
              {t('content.pager.next')}
            </Link>
          </li>
        )}
      </ul>
      <p className={styles.status}>
        {t('content.pager.status', { page: current, pages: pages.pages, total })}
      </p>
    </nav>
  );
}
