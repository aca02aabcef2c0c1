import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { useChromeVariant } from './chrome-variant.context';
import { ChromeLink } from './menu-link';
import { containsPath, isCurrent, menuHref } from './menu-tree';
import styles from './main-menu.module.css';

export interface MainMenuProps {
  lang: string;
  /** `GET /api/site/menu`: two levels are shown. */
  menu: MenuItem[];
  /** The `:path` of the page being shown, to mark the current item and its branch. */
  currentPath?: string;
}

/** The controls (links and buttons) of one level of the menu, in reading order. */
function controlsOf(list: HTMLElement | null, level: number): HTMLElement[] {
  if (!list) return [];
  return Array.from(list.querySelectorAll<HTMLElement>(`[data-menu-level="${level}"]`));
}

function moveFocus(controls: HTMLElement[], from: EventTarget, key: string): boolean {
  const index = controls.indexOf(from as HTMLElement);
  if (index < 0 || controls.length === 0) return false;
  const last = controls.length - 1;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? last
        : key === 'ArrowDown' || key === 'ArrowRight'
          ? (index + 1) % controls.length
          : (index - 1 + controls.length) % controls.length;
  controls[next]?.focus();
  return true;
}

/**
 * The main menu, following the disclosure navigation pattern (WAI-ARIA APG) rather than the
 * application-style `role="menu"`, because its entries are links between pages: Tab walks every
 * link, Enter/Space opens a branch, arrow keys move within a level, Escape closes a branch and
 * returns focus to its button. On phones (≤ 768 px) the whole list sits behind a 選單 button.
 */
export function MainMenu({ lang, menu, currentPath }: MainMenuProps) {
  const { t } = useTranslation();
  const variant = useChromeVariant();
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const dark = variant.menuTone === 'dark';
  const dropdowns = variant.menu === 'bar';

  const closeAll = () => {
    setExpanded(null);
    setOpen(false);
  };

  // Ids come from the CMS, so they are compared as strings instead of being put into a selector.
  const toggleButton = (id: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-menu-toggle]') ?? []).find(
      (button) => button.getAttribute('data-menu-toggle') === id,
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      if (expanded !== null) {
        const button = toggleButton(expanded);
        setExpanded(null);
        button?.focus();
        event.preventDefault();
      } else if (open) {
        setOpen(false);
        navRef.current?.querySelector<HTMLElement>('[data-part="menu-toggle"]')?.focus();
        event.preventDefault();
      }
      return;
    }
    const level = target.getAttribute('data-menu-level');
    if (level === null) return;
    const keys = ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    if (level === '0') {
      // Down on a closed branch button opens it and enters it, as the APG disclosure example does.
      const branch = target.getAttribute('data-menu-toggle');
      if (event.key === 'ArrowDown' && branch !== null) {
        setExpanded(branch);
        event.preventDefault();
        requestAnimationFrame(() => {
          const sub = document.getElementById(`${listId}-${branch}`);
          controlsOf(sub, 1)[0]?.focus();
        });
        return;
      }
      const horizontal = dropdowns;
      if (!horizontal && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
      if (horizontal && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) return;
      if (moveFocus(controlsOf(navRef.current, 0), target, event.key)) event.preventDefault();
      return;
    }
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return;
    const sub = target.closest('ul');
    if (moveFocus(controlsOf(sub, 1), target, event.key)) event.preventDefault();
  };

  // A drop-down covers the page: close it once focus has left its branch.
  const onBranchBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!dropdowns) return;
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    setExpanded((current) => (current === id ? null : current));
  };

  // The current page is underlined; the top-level entry of its branch gets a bar beneath it.
  const linkClasses = (level: number, current: boolean, inBranch = false) =>
    [
      styles.link,
      level === 0 ? styles.top : styles.sub,
      current && styles.current,
      inBranch && level === 0 && styles.inBranch,
    ]
      .filter(Boolean)
      .join(' ');

  const renderLink = (item: MenuItem, level: number) => {
    const href = menuHref(lang, item);
    const current = isCurrent(item, currentPath);
    const inBranch = level === 0 && !current && containsPath(item, currentPath);
    if (!href) return null;
    return (
      <ChromeLink
        href={href}
        target={item.target}
        label={item.title}
        aria-current={current ? 'page' : undefined}
        data-menu-level={level}
        onClick={closeAll}
        className={linkClasses(level, current, inBranch)}
      >
        {item.title}
      </ChromeLink>
    );
  };

  const list = (
    <ul id={listId} className={open ? `${styles.list} ${styles.open}` : styles.list} data-part="menu-list">
      {menu.map((item) => {
        const children = item.children ?? [];
        const branchOpen = expanded === item.id;
        const subId = `${listId}-${item.id}`;
        const inBranch = containsPath(item, currentPath);
        const href = menuHref(lang, item);
        return (
          <li
            key={item.id}
            className={styles.item}
            onBlur={children.length > 0 ? onBranchBlur(item.id) : undefined}
          >
            {children.length === 0 ? (
              renderLink(item, 0)
            ) : (
              <>
                <div className={styles.branchRow}>
                  {href && renderLink(item, 0)}
                  <button
                    type="button"
                    aria-expanded={branchOpen}
                    aria-controls={subId}
                    aria-label={href ? t('chrome.menu.branch', { title: item.title }) : undefined}
                    data-menu-level={0}
                    data-menu-toggle={item.id}
                    onClick={() => setExpanded(branchOpen ? null : item.id)}
                    className={[
                      styles.branchToggle,
                      href && styles.withLink,
                      inBranch && !href && styles.inBranch,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {!href && item.title}
                    <span
                      aria-hidden="true"
                      className={branchOpen ? `${styles.arrow} ${styles.arrowOpen}` : styles.arrow}
                    >
                      ▾
                    </span>
                  </button>
                </div>
                <ul id={subId} hidden={!branchOpen} className={styles.submenu} data-part="submenu">
                  {children.map((child) => (
                    <li key={child.id}>
                      {renderLink(child, 1) ?? <span className={styles.label}>{child.title}</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    // The arrow keys and Escape of the links and buttons inside are handled once, here (delegation).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={t('chrome.menu.label')}
      onKeyDown={onKeyDown}
      data-part="main-menu"
      data-menu-variant={variant.menu}
      className={[styles[variant.menu], dark && styles.dark].filter(Boolean).join(' ') || undefined}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-part="menu-toggle"
        className={styles.menuToggle}
      >
        <span aria-hidden="true">☰</span>
        {t('chrome.menu.toggle')}
      </button>
      {list}
    </nav>
  );
}
