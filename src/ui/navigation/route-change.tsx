import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useLocation } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { MAIN_CONTENT_ID } from '../chrome/skip-link';
import { closeAllOnNavigation } from '../../stores/dialogs.store';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import { updateHeadTags } from '../document-head/head-tags';

interface RouteChangeApi {
  /** A page has rendered its main content and knows its title. */
  pageReady(title: string): void;
}

const RouteChangeContext = createContext<RouteChangeApi>({ pageReady: () => {} });

/** `{page title} - {site title}`; the site title alone when they are the same. */
export function documentTitle(pageTitle: string, siteTitle: string): string {
  const page = pageTitle.trim();
  if (!page || page === siteTitle) return siteTitle;
  return `${page} - ${siteTitle}`;
}

/** The main heading of the new page, else the main element, else nothing. */
function focusTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading) {
    // Focusable from script without becoming a Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading;
  }
  return main;
}

/**
 * What a single-page app owes screen-reader and keyboard users on every route change (product.md
 * section 6): open dialogs close (spec section 9), and once the new page is ready its title goes
 * into `document.title` and an aria-live region, and focus moves to its main heading so reading
 * starts at the new content instead of at a link that no longer exists. The first page load keeps
 * the browser's own focus.
 */
export function RouteChangeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { stores, dialogsStore } = useServices();
  const [location] = useLocation();
  const headerTitle = useStore(
    stores.siteChrome,
    (s) => s.metadata?.title?.trim() || s.header?.title?.trim() || '',
  );
  const siteTitle = headerTitle || t('app.siteTitle');
  const { siteChrome } = stores;
  const siteDescription = useCallback(() => siteChrome.getState().metadata?.description ?? '', [siteChrome]);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef(false);
  const previousLocation = useRef<string | null>(null);
  const lastTitle = useRef<string | null>(null);

  // A layout effect: it runs before the new page's passive effects, which may report it ready at once.
  useLayoutEffect(() => {
    if (previousLocation.current === null || previousLocation.current === location) {
      previousLocation.current = location;
      return;
    }
    previousLocation.current = location;
    closeAllOnNavigation(dialogsStore);
    pendingFocus.current = true;
  }, [location, dialogsStore]);

  const siteTitleRef = useRef(siteTitle);
  useEffect(() => {
    siteTitleRef.current = siteTitle;
    if (lastTitle.current !== null) document.title = documentTitle(lastTitle.current, siteTitle);
  }, [siteTitle]);

  const pageReady = useCallback(
    (title: string) => {
      lastTitle.current = title;
      document.title = documentTitle(title, siteTitleRef.current);
      // After a navigation the previous page's description no longer fits: the site's replaces it.
      updateHeadTags(document, document.title, siteDescription(), pendingFocus.current);
      if (!pendingFocus.current) return;
      pendingFocus.current = false;
      focusTarget()?.focus({ preventScroll: false });
      // Cleared first so that the same title on two pages in a row is announced again.
      setAnnouncement('');
      requestAnimationFrame(() => setAnnouncement(title));
    },
    [siteDescription],
  );

  const api = useMemo(() => ({ pageReady }), [pageReady]);
  return (
    <RouteChangeContext.Provider value={api}>
      {children}
      <span
        className={visuallyHiddenClass}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-part="route-announcer"
      >
        {announcement}
      </span>
    </RouteChangeContext.Provider>
  );
}

/**
 * Declares the page's title once it is known (undefined while it loads). Render it where the
 * main content is, so the heading exists when focus moves to it. Pages are keyed by their path,
 * so a title left over from the previous page is never reported for the next one.
 */
export function usePageTitle(title: string | undefined): void {
  const { pageReady } = useContext(RouteChangeContext);
  useEffect(() => {
    if (title !== undefined && title.trim() !== '') pageReady(title.trim());
  }, [title, pageReady]);
}

/** The same as `usePageTitle`, as an element to place inside the main content. */
export function PageTitle({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}
