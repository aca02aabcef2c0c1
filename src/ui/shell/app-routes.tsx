import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { HOME_PATH, LANGS } from '../../domain/config/constants';
import { NotFoundPage } from '../pages/not-found.page';
import { RequireLogin } from '../account/require-login';
import { lazyChunk, pageChunk } from '../layouts/lazy-layout';
import { withChakra } from '../theme/with-chakra';
import { paths } from '../paths/paths';
import { CASE_LOOKUP_SEGMENT } from '../../shared/case-lookup-path';
import { CHROME_EDITOR_SEGMENT, type StaffSubpage } from '../../shared/staff-paths';

// One chunk per page: a visitor reading an article never downloads the search or editor code. The
// public pages are styled with CSS modules; the login form and the editor tools render Chakra's form
// components, so the Chakra scope loads along with their chunk (docs/styling.md).
const HomePage = pageChunk(
  'page-home',
  () => import(/* webpackChunkName: "page-home" */ '../pages/home.page'),
);
const ModulePage = pageChunk(
  'page-module',
  () => import(/* webpackChunkName: "page-module" */ '../pages/module.page'),
);
const DetailPage = pageChunk(
  'page-detail',
  () => import(/* webpackChunkName: "page-detail" */ '../pages/detail.page'),
);
const SearchPage = pageChunk(
  'page-search',
  () => import(/* webpackChunkName: "page-search" */ '../pages/search.page'),
);
const SitemapPage = pageChunk(
  'page-sitemap',
  () => import(/* webpackChunkName: "page-sitemap" */ '../pages/sitemap.page'),
);
const OpenDataPage = pageChunk(
  'page-opendata',
  () => import(/* webpackChunkName: "page-opendata" */ '../pages/opendata.page'),
);
// 案件查詢: a visitor page of its own, a fixed segment kept from module paths.
const CaseLookupPage = pageChunk(
  'page-case',
  () => import(/* webpackChunkName: "page-case" */ '../pages/case-lookup.page'),
);
const LoginPage = lazyChunk(
  withChakra<object>(() =>
    import(/* webpackChunkName: "page-login" */ '../login/login.page').then((m) => ({
      default: m.LoginPage,
    })),
  ),
);
// The staff area (src/ui/staff) and 我的帳號 (src/ui/account/my-account), in staff-only chunks:
// `editor` with the page editor, `account` for 我的帳號; a visitor loads none of it.
const StaffDashboardPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/dashboard/dashboard.page')),
);
// 內容: a module's documents, and its trash, each at its own address in the staff area.
const ContentPage = lazyChunk(
  withChakra<{ tab?: 'items' | 'trash' }>(
    () => import(/* webpackChunkName: "editor" */ '../staff/content/content.page'),
  ),
);
// 帳號管理, 稽核紀錄 and 網站設定: administrators only; the server's 403 is worded on the page.
const AccountsPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/accounts/accounts.page')),
);
const AuditPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/audit/audit.page')),
);
const SiteSettingsPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/settings/site-settings.page')),
);
// 政府網站檢核: administrators only, like 網站設定.
const ChecklistPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/checklist/checklist.page')),
);
// 網站列表: platform administrators; anyone else gets the server's 403, worded on the page.
const SitesPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/sites/sites.page')),
);
// 待審核: reviewers approve or return what writers submitted.
const ReviewsPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/review/reviews.page')),
);
// 信箱管理: mailbox staff; the server answers a 403 to anyone else, worded on the page.
const MailboxPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../staff/mailbox/mailbox.page')),
);
// 網站統計: anyone with a right (the server shows each the modules they may read); its own chunk,
// with the chart library, so no other screen loads it.
const StatisticsPage = lazyChunk(
  withChakra<object>(
    () => import(/* webpackChunkName: "staff-statistics" */ '../staff/statistics/statistics.page'),
  ),
);
// 頁面回饋: staff who read some module; its own chunk, so no other staff page carries it.
const FeedbackPage = lazyChunk(
  withChakra<object>(
    () => import(/* webpackChunkName: "staff-feedback" */ '../staff/feedback/feedback.page'),
  ),
);
// 我的帳號: password, two-step login, sessions, and the steps a login owes.
const MyAccountPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "account" */ '../account/my-account/my-account.page')),
);
// The chrome editor: the home page under its draft header, menu, footer or banners.
const ChromeEditorPage = lazyChunk(
  () => import(/* webpackChunkName: "editor" */ '../pages/chrome-editor.page'),
);

/** The staff pages at a fixed address: 儀表板 at the staff area's root, each other page at its key. */
const STAFF_PAGES: ReadonlyArray<readonly [StaffSubpage | '', ComponentType]> = [
  ['', StaffDashboardPage],
  ['content', ContentPage],
  ['reviews', ReviewsPage],
  ['mailbox', MailboxPage],
  ['statistics', StatisticsPage],
  ['feedback', FeedbackPage],
  ['accounts', AccountsPage],
  ['audit', AuditPage],
  ['settings', SiteSettingsPage],
  ['checklist', ChecklistPage],
  ['sites', SitesPage],
  ['account', MyAccountPage],
];

/** 內容's module pages and the chrome editors, below the staff area's root. */
const CONTENT: StaffSubpage = 'content';
const MODULE_ROUTE = paths.staff.route(`${CONTENT}/:module`);
const CHROME_ROUTE = paths.staff.route(`${CHROME_EDITOR_SEGMENT}/:name`);

/** Routes inside a nested router are relative to it; `~` leaves it for an absolute path. */
const absolute = (path: string) => `~${path}`;

function Page({ children }: { children: ReactNode }) {
  // No spinner of its own: the frame keeps its place while a page chunk arrives.
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** `/home/:lang/...`: every child route inherits `lang`; a language the site does not have is unknown. */
function HomeRoutes() {
  const { lang = '' } = useParams<{ lang?: string }>();
  if (!LANGS.includes(lang)) return <Redirect to={absolute(paths.notFound.href())} replace />;
  return (
    <Page>
      <Switch>
        <Route path="/">
          <HomePage />
        </Route>
        <Route path="/sitemap">
          <SitemapPage />
        </Route>
        <Route path="/opendata">
          <OpenDataPage />
        </Route>
        <Route path="/search">
          <SearchPage />
        </Route>
        {STAFF_PAGES.map(([segment, StaffPage]) => (
          <Route key={segment} path={paths.staff.route(segment)}>
            <RequireLogin>
              <StaffPage />
            </RequireLogin>
          </Route>
        ))}
        <Route<{ module: string }> path={MODULE_ROUTE}>
          {({ module }) => (
            <RequireLogin>
              <ContentPage key={module} />
            </RequireLogin>
          )}
        </Route>
        <Route<{ module: string }> path={`${MODULE_ROUTE}/trash`}>
          {({ module }) => (
            <RequireLogin>
              <ContentPage key={module} tab="trash" />
            </RequireLogin>
          )}
        </Route>
        <Route<{ name: string }> path={CHROME_ROUTE}>
          {({ name }) => (
            <RequireLogin>
              <ChromeEditorPage key={name} />
            </RequireLogin>
          )}
        </Route>
        <Route path={`/${CASE_LOOKUP_SEGMENT}`}>
          <CaseLookupPage />
        </Route>
        {/* Keyed by path: the next page starts from a clean state, never with the last one's title. */}
        <Route path="/:path">{({ path }) => <ModulePage key={path} />}</Route>
        <Route path="/:path/:id">{({ path, id }) => <DetailPage key={`${path}/${id}`} />}</Route>
        <Route>
          <Redirect to={absolute(paths.notFound.href())} replace />
        </Route>
      </Switch>
    </Page>
  );
}

/** The one route table of the app (product.md section 2). */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.root.path}>
        <Redirect to={HOME_PATH} replace />
      </Route>
      <Route path={paths.notFound.path}>
        <NotFoundPage />
      </Route>
      <Route path={paths.login.path}>
        <Page>
          <LoginPage />
        </Page>
      </Route>
      <Route path={paths.home.path} nest>
        <HomeRoutes />
      </Route>
      <Route>
        <Redirect to={paths.notFound.href()} replace />
      </Route>
    </Switch>
  );
}
