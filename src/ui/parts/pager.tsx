import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './pager.module.css';

export interface PagerProps {
  total: number;
  /** Rows per page. */
  limit: number;
  offset: number;
  /** Called with the offset of the chosen page. */
  onPageChange(offset: number): void;
}

export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: first, last, and the current page with one neighbour each side;
 * a gap stands for the skipped run. Short runs (a gap of one page) show the page instead.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

/** Accessible pagination: a labelled nav, the current page marked with aria-current. */
export function Pager({ total, limit, offset, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  const size = Math.max(1, Math.floor(limit) || 1);
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const current = Math.min(pages, Math.floor(Math.max(0, offset) / size) + 1);
  if (pages <= 1) return null;

  const go = (page: number) => onPageChange((page - 1) * size);

  return (
    <nav aria-label={t('content.pager.label')} data-part="pager" className={styles.nav}>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            {t('content.pager.previous')}
          </button>
        </li>
        {pageWindow(current, pages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              {t('content.pager.gap')}
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={buttonClass({
                  variant: slot === current ? 'solid' : 'outline',
                  size: 'sm',
                  className: styles.page,
                })}
                aria-label={t('content.pager.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => (slot === current ? undefined : go(slot))}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            disabled={current === pages}
            onClick={() => go(current + 1)}
          >
            {t('content.pager.next')}
          </button>
        </li>
      </ul>
      <p className={styles.status}>{t('content.pager.status', { page: current, pages, total })}</p>
    </nav>
  );
}
