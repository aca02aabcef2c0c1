import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { VisuallyHidden } from '../parts/visually-hidden';
import { ChromeLink } from './menu-link';
import { containsPath, isCurrent, menuHref, subNavBranch } from './menu-tree';
import styles from './sub-nav.module.css';

export { subNavBranch } from './menu-tree';

export interface SubNavProps {
  lang: string;
  menu: MenuItem[];
  /** The `:path` of the page being shown. */
  path: string;
}

/**
 * The sidebar navigation: the children (and grandchildren) of the top-level branch that holds the
 * current page. Renders nothing outside any branch; the shell should then pass no sidebar slot at
 * all (check with `subNavBranch`) so the frame drops the column instead of showing an empty one.
 */
export function SubNav({ lang, menu, path }: SubNavProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  // Phones: the list folds behind a button (closed at first), so the page's h1 is in the first screen.
  const [open, setOpen] = useState(false);
  const branch = subNavBranch(menu, path);
  if (!branch) return null;

  const entry = (item: MenuItem, depth: number) => {
    const href = menuHref(lang, item);
    const current = isCurrent(item, path);
    const children = item.children ?? [];
    const classes = [
      styles.link,
      depth > 0 && styles.nested,
      (current || depth === 0) && styles.strong,
      current ? styles.current : containsPath(item, path) && styles.inBranch,
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <li key={item.id}>
        {href ? (
          <ChromeLink
            href={href}
            target={item.target}
            label={item.title}
            aria-current={current ? 'page' : undefined}
            className={classes}
          >
            {item.title}
          </ChromeLink>
        ) : (
          <span className={styles.label}>{item.title}</span>
        )}
        {children.length > 0 && (
          <ul className={styles.children}>{children.map((child) => entry(child, depth + 1))}</ul>
        )}
      </li>
    );
  };

  return (
    <nav aria-labelledby={headingId} data-part="sub-nav">
      <h2 id={headingId} className={styles.heading}>
        <VisuallyHidden>{t('chrome.subNav.prefix')}</VisuallyHidden>
        {branch.title}
      </h2>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        data-part="sub-nav-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {t('chrome.subNav.toggle')}
      </button>
      <ul id={listId} className={open ? `${styles.list} ${styles.open}` : styles.list}>
        {(branch.children ?? []).map((child) => entry(child, 0))}
      </ul>
    </nav>
  );
}
