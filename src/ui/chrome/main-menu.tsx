import { Box, chakra } from '@chakra-ui/react';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../shared/api-types';
import { DESKTOP_MEDIA, useChromeVariant } from './chrome-variant.context';
import { ChromeLink } from './menu-link';
import { containsPath, isCurrent, menuHref } from './menu-tree';
import { focusRing } from './focus-ring';

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
    key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' || key === 'ArrowRight' ? (index + 1) % controls.length : (index - 1 + controls.length) % controls.length;
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
  const alwaysCollapsed = variant.menu === 'drawer';

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
  const linkStyle = (level: number, current: boolean, inBranch = false) => ({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minH: '2.75rem',
    px: level === 0 ? '3' : '4',
    py: '2',
    w: '100%',
    color: dark && level === 0 ? 'white' : 'gray.900',
    fontWeight: level === 0 ? 'bold' : 'normal',
    textDecoration: current ? 'underline' : 'none',
    textUnderlineOffset: '0.3em',
    bg: current ? (dark && level === 0 ? 'whiteAlpha.200' : 'brand.50') : 'transparent',
    boxShadow: inBranch && level === 0 ? `inset 0 -4px 0 ${dark ? 'white' : 'var(--chakra-colors-brand-700)'}` : undefined,
    _hover: { textDecoration: 'underline', bg: dark && level === 0 ? 'whiteAlpha.200' : 'gray.100' },
    // Inset, so neighbouring entries never cover the ring.
    _focusVisible: focusRing(dark && level === 0 ? 'dark' : 'light', '-3px'),
  });

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
        {...linkStyle(level, current, inBranch)}
      >
        {item.title}
      </ChromeLink>
    );
  };

  const list = (
    <chakra.ul
      id={listId}
      listStyleType="none"
      m="0"
      p="0"
      display={alwaysCollapsed ? (open ? 'flex' : 'none') : { base: open ? 'flex' : 'none' }}
      flexDirection="column"
      css={
        alwaysCollapsed
          ? undefined
          : {
              [DESKTOP_MEDIA]: {
                display: 'flex',
                flexDirection: variant.menu === 'rail' ? 'column' : 'row',
                flexWrap: 'wrap',
                alignItems: variant.menu === 'rail' ? 'stretch' : 'center',
              },
            }
      }
      data-part="menu-list"
    >
      {menu.map((item) => {
        const children = item.children ?? [];
        const branchOpen = expanded === item.id;
        const subId = `${listId}-${item.id}`;
        const inBranch = containsPath(item, currentPath);
        const href = menuHref(lang, item);
        return (
          <chakra.li key={item.id} position="relative" onBlur={children.length > 0 ? onBranchBlur(item.id) : undefined}>
            {children.length === 0 ? (
              renderLink(item, 0)
            ) : (
              <>
                <Box display="flex" alignItems="stretch">
                  {href && renderLink(item, 0)}
                  <chakra.button
                    type="button"
                    aria-expanded={branchOpen}
                    aria-controls={subId}
                    aria-label={href ? t('chrome.menu.branch', { title: item.title }) : undefined}
                    data-menu-level={0}
                    data-menu-toggle={item.id}
                    onClick={() => setExpanded(branchOpen ? null : item.id)}
                    display="flex"
                    alignItems="center"
                    justifyContent={href ? 'center' : 'space-between'}
                    gap="1"
                    flex={href ? '0 0 auto' : '1'}
                    minW="2.75rem"
                    minH="2.75rem"
                    px={href ? '2' : '3'}
                    bg="transparent"
                    boxShadow={inBranch && !href ? `inset 0 -4px 0 ${dark ? 'white' : 'var(--chakra-colors-brand-700)'}` : undefined}
                    color={dark ? 'white' : 'gray.900'}
                    fontWeight="bold"
                    cursor="pointer"
                    _hover={{ bg: dark ? 'whiteAlpha.200' : 'gray.100' }}
                    _focusVisible={focusRing(dark ? 'dark' : 'light', '-3px')}
                  >
                    {!href && item.title}
                    <chakra.span aria-hidden="true" transform={branchOpen ? 'rotate(180deg)' : undefined} transition="transform 0.15s" css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}>
                      ▾
                    </chakra.span>
                  </chakra.button>
                </Box>
                <chakra.ul
                  id={subId}
                  hidden={!branchOpen}
                  listStyleType="none"
                  m="0"
                  py="1"
                  ps="4"
                  bg="white"
                  css={
                    dropdowns
                      ? {
                          [DESKTOP_MEDIA]: {
                            position: 'absolute',
                            insetStart: '0',
                            top: '100%',
                            zIndex: 'dropdown',
                            minWidth: '14rem',
                            maxWidth: 'min(22rem, 90vw)',
                            boxShadow: 'lg',
                            borderWidth: '1px',
                            borderColor: 'gray.300',
                            borderRadius: 'md',
                            paddingInlineStart: '0',
                          },
                        }
                      : undefined
                  }
                  data-part="submenu"
                >
                  {children.map((child) => (
                    <li key={child.id}>{renderLink(child, 1) ?? <chakra.span px="4" py="2" display="block" color="gray.900">{child.title}</chakra.span>}</li>
                  ))}
                </chakra.ul>
              </>
            )}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );

  return (
    <chakra.nav ref={navRef} aria-label={t('chrome.menu.label')} onKeyDown={onKeyDown} data-part="main-menu" data-menu-variant={variant.menu}>
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-part="menu-toggle"
        display="inline-flex"
        css={alwaysCollapsed ? undefined : { [DESKTOP_MEDIA]: { display: 'none' } }}
        alignItems="center"
        gap="2"
        minH="2.75rem"
        px="4"
        my="1"
        borderWidth="1px"
        borderColor={dark ? 'white' : 'gray.700'}
        borderRadius="md"
        bg="transparent"
        color={dark ? 'white' : 'gray.900'}
        fontWeight="bold"
        cursor="pointer"
        _focusVisible={focusRing(dark ? 'dark' : 'light')}
      >
        <chakra.span aria-hidden="true">☰</chakra.span>
        {t('chrome.menu.toggle')}
      </chakra.button>
      {list}
    </chakra.nav>
  );
}
