import { useEffect, type ReactNode } from 'react';
import { useParams, useSearch } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { taipeiYear } from '../../domain/time/date-format';
import type { ListParams, ModuleInfo, PageObject, SiteStructure } from '../../shared/api-types';
import { CaptchaSlot } from '../captcha/captcha-slot';
import { RedirectError } from './redirect-error';
import { SiteFrame } from '../site-frame/site-frame';
import { useChromePart } from '../site-frame/chrome-override';
import { MailboxNeedsScript } from './mailbox-needs-script';
import { useModuleInfo } from './use-module-info';
import type {
  LayoutLoader,
  ListLayoutProps,
  MailboxLayoutProps,
  SinglePageLayoutProps,
  TagLayoutProps,
} from '../layouts/contract/layout-contract';
import { listLayouts } from '../layouts/content-layouts.registry';
import { frameLayouts } from '../layouts/frame-layouts.registry';
import { LayoutSlot, preloadLayout } from '../layouts/lazy-layout';
import { EditEntry, PageEditor, useEditMode } from '../editor/editor-slots';
import type { DocumentData } from '../../domain/editing/authoring.port';
import type { EditTarget } from '../editor/parts/edit-target';
import { paths } from '../paths/paths';
import {
  listPageHref,
  listParamsFromSearch as listParamsOf,
  searchFromListParams,
} from '../../domain/content/list-params';
import { loadList, loadSinglePageView, loadTagged } from '../../application/content/load-content.use-case';
import { PageFailed, PageLoading, PageUpdated, useMetaDescription } from './page-state';
import { SectionStack } from './section-stack';
import { visuallyHiddenClass } from '../parts/visually-hidden';
import { useFailure } from './use-failure';
import { useLoad } from '../parts/use-load';

/** Landing pages (made of index sections) are modules with this key. */
const LANDING = 'index';
/** Single pages are edited on their page; list settings and landings in their own editors. */
const SINGLE = 'cms-single';
/** Modules that are not lists of items: no settings editor of their own (yet). */
const NOT_LISTS = new Set([LANDING, SINGLE, 'cms-mailbox', 'cms-tag']);
const isList = (moduleKey: string) => !NOT_LISTS.has(moduleKey);
/** The module's frame and its layout load beside each other, as soon as the module is known. */
function preloadModuleLayouts(module: ModuleInfo): void {
  preloadLayout(frameLayouts, module.templateKey);
  preloadLayout(listLayouts, module.moduleKey);
}

/**
 * `/home/:lang/:path`: resolves the module (redirects, 404), then renders the page frame around the
 * module's layout: a landing page, a single page, the mailbox form, the tag page or a content list.
 */
export default function ModulePage() {
  const { lang = DEFAULT_LANG, path = '' } = useParams<{ lang?: string; path?: string }>();
  const module = useModuleInfo(lang, path, preloadModuleLayouts);
  const { loggedIn, editing } = useEditMode();

  if (module.status === 'too-many-redirects') {
    return (
      <SiteFrame lang={lang} title={undefined} sidebar={false}>
        <RedirectError lang={lang} />
      </SiteFrame>
    );
  }
  if (module.status !== 'ready') {
    return (
      <SiteFrame lang={lang} path={path} pending={module.status === 'loading'}>
        {module.status === 'failed' ? (
          <PageFailed error={module.error} onRetry={module.retry} />
        ) : (
          <PageLoading />
        )}
      </SiteFrame>
    );
  }
  const published = module.module;
  const frame = (children: ReactNode, info: ModuleInfo = published) => (
    <SiteFrame
      templateKey={info.templateKey}
      lang={lang}
      path={path}
      title={info.title}
      sidebar={info.moduleKey !== LANDING}
    >
      {children}
    </SiteFrame>
  );
  const info = published;
  const kind = info.moduleKey;
  // What edit mode edits here: a single page's text, a landing's sections, a list's settings.
  const target: EditTarget | null =
    kind === SINGLE
      ? { type: 'page', lang, path }
      : kind === LANDING
        ? { type: 'structure', lang, landing: path }
        : isList(kind)
          ? { type: 'settings', lang, path }
          : null;
  if (editing && target) {
    return (
      <PageEditor
        target={target}
        moduleKey={kind}
        renderPage={(draft) => {
          // The draft's frame and layout before they are saved: the preview switches with the choice.
          const shown = { ...info, ...draftInfo(kind, draft) };
          return frame(
            <ModuleContent
              key={shown.moduleKey}
              lang={lang}
              path={path}
              info={shown}
              draft={draft}
              editing
            />,
            shown,
          );
        }}
      />
    );
  }
  return frame(
    <>
      {loggedIn && target && (
        <EditEntry
          path={kind === LANDING ? '*' : path}
          // A list of items offers 新增 to a writer (the edit-entry chunk checks the right).
          newItem={isList(kind) ? { lang } : undefined}
        />
      )}
      <ModuleContent key={path} lang={lang} path={path} info={info} />
    </>,
  );
}

/** What a draft changes of its page's module: a list's settings name it, a landing's sections its frame. */
function draftInfo(kind: string, draft: DocumentData | null): Partial<ModuleInfo> {
  if (!draft || kind === SINGLE) return {};
  if (kind === LANDING) return { templateKey: (draft as unknown as SiteStructure).templateKey };
  return draft.info as Partial<ModuleInfo>;
}

interface ContentProps {
  lang: string;
  path: string;
  info: ModuleInfo;
  /** In edit mode: the draft drawn over the published page (a single page's text, a landing's sections). */
  draft?: DocumentData | null;
  /** In edit mode: a single page never published opens on its draft alone. */
  editing?: boolean;
}

function ModuleContent({ lang, path, info, draft, editing = false }: ContentProps) {
  switch (info.moduleKey) {
    case LANDING:
      return <LandingContent lang={lang} path={path} info={info} draft={draft} />;
    case SINGLE:
      return <SingleContent lang={lang} path={path} info={info} draft={draft} editing={editing} />;
    case 'cms-mailbox':
      return <MailboxContent lang={lang} path={path} info={info} />;
    case 'cms-tag':
      return <TagContent lang={lang} path={path} info={info} />;
    default:
      return <ListContent lang={lang} path={path} info={info} />;
  }
}

function LandingContent({ lang, path, info, draft }: ContentProps) {
  const { content } = useServices();
  const structure = useLoad(`landing:${path}`, () => content.structure(path));
  const stack = (sections: SiteStructure['index'], scope: string) => (
    <>
      {/* The sections carry h2 headings; the page's own h1 names it, as the home page's does. */}
      <h1 className={visuallyHiddenClass}>{info.title}</h1>
      <SectionStack lang={lang} sections={sections} scope={scope} />
    </>
  );
  if (draft) return stack((draft as unknown as SiteStructure).index, `draft:${path}`);
  if (structure.status === 'loading') return <PageLoading />;
  if (structure.status === 'failed') return <PageFailed error={structure.error} onRetry={structure.retry} />;
  return stack(structure.data.index, `landing:${path}`);
}

function SingleContent({ lang, path, info, draft, editing = false }: ContentProps) {
  const { content } = useServices();
  // The visitor's key stays the one the server render seeds; edit mode reads apart.
  const data = useLoad(editing ? `single-edit:${path}` : `single:${path}`, () =>
    loadSinglePageView(content, path, { editing }),
  );
  const loaded = data.data;
  useMetaDescription(loaded?.kind === 'published' ? loaded.page.description : undefined);
  if (data.status === 'loading') return <PageLoading />;
  if (data.status === 'failed') return <PageFailed error={data.error} onRetry={data.retry} />;
  const { setting } = data.data;
  // Before its first publish the page is its draft alone, drawn once the edit session has it.
  const published = data.data.kind === 'published' ? data.data.page : null;
  if (!published && !draft) return <PageLoading />;
  const page = { ...published, ...draft } as PageObject;
  const props: SinglePageLayoutProps = { name: info.moduleKey, lang, path, module: info, setting, page };
  return (
    <>
      <ModuleLayout name={info.moduleKey} props={props} />
      <PageUpdated own={[page.updatedAt]} />
    </>
  );
}

function MailboxContent({ lang, path, info }: { lang: string; path: string; info: ModuleInfo }) {
  const { openMailboxForm } = useServices();
  const footer = useChromePart('footer');
  const opened = useLoad(`mailbox:${path}`, () => openMailboxForm(path));
  const form = opened.data;
  // Leaving the page writes the draft typed within the debounce.
  useEffect(() => (form ? () => form.dispose() : undefined), [form]);
  // Outside the layout: a server render may have no form to draw (it opens in the browser), and
  // a visitor without the script still reads why, and how else to write.
  const needsScript = <MailboxNeedsScript footer={footer} />;
  if (opened.status === 'failed') return <PageFailed error={opened.error} onRetry={opened.retry} />;
  if (!form)
    return (
      <>
        {needsScript}
        {/* The page's own title while its form opens: a server render, read without the script,
            names the page rather than saying 載入中 for ever. */}
        <PageLoading heading={info.title} />
      </>
    );
  const props: MailboxLayoutProps = {
    name: info.moduleKey,
    lang,
    path,
    module: info,
    form,
    captchaSlot: <CaptchaSlot />,
  };
  return (
    <>
      {needsScript}
      <ModuleLayout name={info.moduleKey} props={props} />
    </>
  );
}

interface ListUrl {
  /** The list state the URL names, read on the first render: a server render of `?page=2` is page 2. */
  params: ListParams;
  /**
   * The same state as a canonical query string (`?page=2&tag=…`), so `?page=2`, an old `?offset=12`
   * and a form sent without JavaScript (`?search=&sort=date:asc`) load, and are keyed, alike.
   */
  search: string;
  /** Pushes a history entry, so Back returns to the previous state. */
  change(next: ListParams): void;
  /** The link to a page of the list, filters and sort kept. */
  pageHref(page: number): string;
}

function useListUrl(lang: string, path: string): ListUrl {
  const raw = useSearch();
  const { navigation } = useServices();
  const base = paths.page.href(lang, path);
  const params = listParamsOf(raw);
  return {
    params,
    search: searchFromListParams(params),
    change: (next) => navigation.goTo(`${base}${searchFromListParams(next)}`),
    pageHref: (page) => listPageHref(base, params, page),
  };
}

function ListContent({ lang, path, info }: { lang: string; path: string; info: ModuleInfo }) {
  const { content, clock } = useServices();
  const url = useListUrl(lang, path);
  const setting = useLoad(`setting:${path}`, () => content.menuSetting(path));
  const page = useLoad(`list:${path}${url.search}`, () => loadList(content, path, url.search));
  const failure = useFailure(page.error, page.status === 'failed', page.retry);
  if (setting.status !== 'ready') return <PageLoading />;
  const props: ListLayoutProps = {
    name: info.moduleKey,
    lang,
    path,
    module: info,
    setting: setting.data,
    list: page.data?.list ?? { rows: [], total: 0 },
    params: url.params,
    onParamsChange: url.change,
    pageHref: url.pageHref,
    onRetry: page.retry,
    availableTags: page.data?.availableTags ?? [],
    currentYear: taipeiYear(clock.now()),
    loading: page.status === 'loading',
    ...(failure ? { failure } : {}),
  };
  return (
    <>
      <ModuleLayout name={info.moduleKey} props={props} />
      {page.status === 'ready' && <PageUpdated own={page.data.list.rows.map((row) => row.updatedAt)} />}
    </>
  );
}

function TagContent({ lang, path, info }: { lang: string; path: string; info: ModuleInfo }) {
  const { content } = useServices();
  const url = useListUrl(lang, path);
  const page = useLoad(`tag:${path}${url.search}`, () => loadTagged(content, url.search));
  const failure = useFailure(page.error, page.status === 'failed', page.retry);
  const props: TagLayoutProps = {
    name: info.moduleKey,
    lang,
    path,
    module: info,
    tag: url.params.query?.tag ?? '',
    list: page.data?.list ?? { rows: [], total: 0 },
    params: url.params,
    onParamsChange: url.change,
    pageHref: url.pageHref,
    onRetry: page.retry,
    loading: page.status === 'loading',
    ...(failure ? { failure } : {}),
  };
  return <ModuleLayout name={info.moduleKey} props={props} />;
}

/** The module's own layout (list, single page, mailbox or tag page) from the content registry. */
function ModuleLayout({ name, props }: { name: string; props: object }) {
  return (
    <LayoutSlot
      registry={listLayouts as unknown as Record<string, LayoutLoader<object>>}
      name={name}
      props={props}
      fallback={<PageLoading />}
    />
  );
}
