import { memo, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { AccessKeyAnchor } from '../chrome/access-key-anchor';
import { Breadcrumb } from '../chrome/breadcrumb';
import { MainMenu } from '../chrome/main-menu';
import { SiteFooter } from '../chrome/site-footer';
import { VisitCount } from '../chrome/visit-count';
import { SiteHeader } from '../chrome/site-header';
import { SubNav, subNavBranch } from '../chrome/sub-nav';
import { frameLayouts } from '../layouts/frame-layouts.registry';
import type { FrameLayoutProps } from '../layouts/contract/layout-contract';
import { LayoutSlot } from '../layouts/lazy-layout';
import { AccountStatus } from '../account/account-status';
import { useChromePart } from './chrome-override';
import { PageTitle } from '../navigation/route-change';
import styles from './site-frame.module.css';

/** The frame used when the CMS names none, or one this client does not know. */
export const DEFAULT_FRAME = 'template-001';

export interface SiteFrameProps {
  /** The page frame named by the CMS (`templateKey` of the module or of the site structure). */
  templateKey?: string | undefined;
  lang: string;
  /** The page's `:path`: marks the menu, builds the breadcrumb and the side navigation. */
  path?: string | undefined;
  /**
   * The page's title once known: `document.title` becomes `{title} - {site title}`, it is announced,
   * and after a route change focus moves to the main heading. Leave undefined while loading.
   */
  title?: string | undefined;
  /** A last crumb after the menu trail: a detail item's title, or 網站導覽 / 搜尋 for pages off the menu. */
  crumb?: string | undefined;
  /**
   * The page is still asking which frame it has (`templateKey` on its way): hold the place instead of
   * drawing the default frame, which would load a chunk only to be swapped for the real one a moment
   * later (a flash of the wrong layout). Pages that never name a frame leave it false.
   */
  pending?: boolean;
  /** `false` leaves the side navigation out even where the menu has a branch for `path`. */
  sidebar?: boolean;
  /** The page's main content; the frame wraps it in `<main id="main-content">`. */
  children: ReactNode;
}

/**
 * The chrome's parts, drawn again only when what they show changes. A page draws its frame again
 * each time its own data moves (a list's next page, a detail arriving, every keystroke of an
 * editor's preview), and the header, menu, side navigation and footer hold most of the frame's
 * elements (a hundred links and more on the demo) while showing the same thing.
 */
const Header = memo(SiteHeader);
const Menu = memo(MainMenu);
const Footer = memo(SiteFooter);
const SideNav = memo(SubNav);
// The same element each time, so that the parts they are handed to can skip their drawing.
const accountStatus = <AccountStatus />;
const visitCount = <VisitCount />;

const warned = new Set<string>();

function frameName(templateKey: string | undefined): string {
  if (templateKey && Object.prototype.hasOwnProperty.call(frameLayouts, templateKey)) return templateKey;
  if (templateKey && !warned.has(templateKey)) {
    warned.add(templateKey);
    console.warn(`[themesite] unknown frame "${templateKey}", using ${DEFAULT_FRAME}`);
  }
  // A typo in the CMS must not hide the page's content behind a fallback note.
  return DEFAULT_FRAME;
}

/**
 * A page in its frame: the frame layout named by `templateKey` (loaded on demand) with its slots
 * filled from the chrome components and the stores: header (with the account slot), main menu,
 * breadcrumb, side navigation and footer. Pages hand in only their own content.
 */
export function SiteFrame({
  templateKey,
  pending = false,
  lang,
  path,
  title,
  crumb,
  sidebar = true,
  children,
}: SiteFrameProps) {
  const header = useChromePart('header');
  const menu = useChromePart('menu');
  const footer = useChromePart('footer');
  const search = useSearch();
  const searchQuery = new URLSearchParams(search).get('q') ?? undefined;
  const hasSidebar = sidebar && path !== undefined && subNavBranch(menu, path) !== undefined;

  const slots: FrameLayoutProps['slots'] = {
    header: <Header lang={lang} header={header} account={accountStatus} searchQuery={searchQuery} />,
    menu: <Menu lang={lang} menu={menu} currentPath={path} />,
    breadcrumb: <Breadcrumb lang={lang} menu={menu} path={path} current={crumb} />,
    ...(hasSidebar && path !== undefined ? { sidebar: <SideNav lang={lang} menu={menu} path={path} /> } : {}),
    main: (
      <>
        {/* 導盲磚 C, which 網站導覽 names (Alt+C): a plain self-link, so it works without the script. */}
        <AccessKeyAnchor zone="c" />
        {children}
        <PageTitle title={title} />
      </>
    ),
    footer: <Footer footer={footer} extra={visitCount} />,
  };
  if (pending && templateKey === undefined) {
    return <div className={styles.loading} aria-busy="true" data-part="frame-loading" />;
  }
  const name = frameName(templateKey);

  return (
    <LayoutSlot
      registry={frameLayouts}
      name={name}
      props={{ name, lang, slots }}
      // While the frame's chunk arrives, a blank page with a busy flag rather than a flash of layout.
      fallback={<div className={styles.loading} aria-busy="true" data-part="frame-loading" />}
    />
  );
}
