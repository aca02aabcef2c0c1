import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { HOME_PATH, LANGS } from '../../domain/config/constants';
import { NotFoundPage } from '../pages/not-found.page';
import { RequireLogin } from '../account/require-login';
import { lazyChunk, pageChunk } from '../layouts/lazy-layout';
import { withChakra } from '../theme/with-chakra';
import { paths } from '../paths/paths';
import { CASE_LOOKUP_SEGMENT } from '../../shared/case-lookup-path';

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
const EditorToolsPage = lazyChunk(
  withChakra<object>(() =>
    import(/* webpackChunkName: "editor" */ '../pages/editor-tools.page').then((m) => ({
      default: m.EditorToolsPage,
    })),
  ),
);
// 內容: a module's documents, and its trash, each at its own address in the staff area.
const ContentPage = lazyChunk(
  withChakra<{ tab?: 'items' | 'trash' }>(
    () => import(/* webpackChunkName: "editor" */ '../editor/staff/content.page'),
  ),
);
// 帳號管理 and 稽核紀錄 (issue 22): administrators only; the server's 403 is worded on the page.
const AccountsPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../editor/accounts/accounts.page')),
);
const SiteSettingsPage = lazyChunk(
  withChakra<object>(
    () => import(/* webpackChunkName: "editor" */ '../editor/site-settings/site-settings.page'),
  ),
);
const AuditPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../editor/accounts/audit.page')),
);
// 待審核 (issue 23): reviewers approve or return what writers submitted.
const ReviewsPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../editor/review/reviews.page')),
);
// 信箱管理 (issue 23): mailbox staff; the server answers a 403 to anyone else, worded on the page.
const MailboxPage = lazyChunk(
  withChakra<object>(() => import(/* webpackChunkName: "editor" */ '../editor/mailbox/mailbox.page')),
);
// 我的帳號 (issue 22): password, two-step login, sessions, and the steps a login owes.
const MyAccountPage = lazyChunk(
  withChakra<object>(() =>
    import(/* webpackChunkName: "account" */ '../editor/account/my-account.page').then((m) => ({
      default: m.MyAccountPage,
    })),
  ),
);
// The chrome editor (issue 15): the home page under its draft header, menu, footer or banners.
const ChromeEditorPage = lazyChunk(
  () => import(/* webpackChunkName: "editor" */ '../pages/chrome-editor.page'),
);

/** The guarded editor route, below `/home/:lang`. */
export const EDITOR_SEGMENT = 'editor';
export const editorHref = (lang: string) => `${paths.home.href(lang)}/${EDITOR_SEGMENT}`;

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
        <Route path="/search">
          <SearchPage />
        </Route>
        <Route path={`/${EDITOR_SEGMENT}`}>
          <RequireLogin>
            <EditorToolsPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/content`}>
          <RequireLogin>
            <ContentPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/content/:module`}>
          {({ module }) => (
            <RequireLogin>
              <ContentPage key={module} />
            </RequireLogin>
          )}
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/content/:module/trash`}>
          {({ module }) => (
            <RequireLogin>
              <ContentPage key={module} tab="trash" />
            </RequireLogin>
          )}
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/accounts`}>
          <RequireLogin>
            <AccountsPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/settings`}>
          <RequireLogin>
            <SiteSettingsPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/audit`}>
          <RequireLogin>
            <AuditPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/reviews`}>
          <RequireLogin>
            <ReviewsPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/mailbox`}>
          <RequireLogin>
            <MailboxPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/account`}>
          <RequireLogin>
            <MyAccountPage />
          </RequireLogin>
        </Route>
        <Route path={`/${EDITOR_SEGMENT}/chrome/:name`}>
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
