import { useId, useState } from 'react';
import { staffPageOf, staffPages, type StaffStanding } from '../../../domain/editing/staff-pages';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import css from './staff-nav.module.css';

export interface StaffNavProps {
  lang: string;
  standing: StaffStanding;
  /** The page shown, below the staff area's root: '' (儀表板), 'content/news/trash', 'accounts'… */
  current: string;
}

/** The navigation's name, read out by screen readers as the landmark's. */
export const STAFF_NAV_LABEL = '編輯者工具';

/**
 * The staff area's map: one navigation landmark, the same entries in the same order on every staff
 * page (the rule is the core's `staffPages`), the page shown marked with `aria-current="page"`.
 * On a wide screen it is a side column; on a phone it folds behind a button at the top.
 */
export function StaffNav({ lang, standing, current }: StaffNavProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const entries = staffPages(standing);
  const currentKey = staffPageOf(current);
  const mark = (segment: string, key: string | null = null) =>
    segment === current
      ? ('page' as const)
      : key !== null && key === currentKey
        ? ('true' as const)
        : undefined;

  return (
    <nav aria-label={STAFF_NAV_LABEL} className={css.nav} data-part="staff-nav">
      <button
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen(!open)}
      >
        {open ? '收合編輯者工具選單' : '展開編輯者工具選單'}
      </button>
      <ul id={`${id}-list`} className={css.list} data-open={open}>
        {entries.map((entry) => (
          <li key={entry.key} data-entry={entry.key}>
            <AppLink
              href={paths.staff.href(lang, entry.segment)}
              aria-current={mark(entry.segment, entry.key)}
              className={css.entry}
            >
              {entry.title}
            </AppLink>
            {entry.modules && entry.modules.length > 0 && (
              <ul className={css.modules}>
                {entry.modules.map((module) => (
                  <li key={module.path} data-module={module.path}>
                    <AppLink
                      href={paths.staff.href(lang, module.segment)}
                      aria-current={
                        module.segment === current
                          ? 'page'
                          : current.startsWith(`${module.segment}/`)
                            ? 'true'
                            : undefined
                      }
                      className={css.entry}
                    >
                      {module.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
