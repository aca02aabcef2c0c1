import { useEffect, useRef, type ReactNode } from 'react';
import { useParams } from 'wouter';
import type { ModuleInfo } from '../../shared/api-types';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { RedirectError } from './redirect-error';
import { SiteFrame } from '../site-frame/site-frame';
import { useModuleInfo } from './use-module-info';
import { detailLayouts } from '../layouts/content-layouts.registry';
import type { DetailLayoutProps } from '../layouts/contract/layout-contract';
import { frameLayouts } from '../layouts/frame-layouts.registry';
import { LayoutSlot, preloadLayout } from '../layouts/lazy-layout';
import { EditEntry, PageEditor, useEditMode } from '../editor/editor-slots';
import type { ContentRow } from '../../domain/content/content-row';
import { loadDetail } from '../../application/content/load-content.use-case';
import { PageFailed, PageLoading, PageUpdated, useMetaDescription } from './page-state';
import { useLoad } from '../parts/use-load';
import { movedItemAddress } from '../../domain/content/item-address';
import { paths } from '../paths/paths';

/** The detail layout of a list layout: `cms-normal` → `cms-detail-normal`. */
export function detailLayoutOf(moduleKey: string): string {
  return moduleKey.startsWith('cms-') ? `cms-detail-${moduleKey.slice(4)}` : moduleKey;
}

/** The detail's frame and its layout load beside each other, as soon as the module is known. */
function preloadDetailLayouts(module: ModuleInfo): void {
  preloadLayout(frameLayouts, module.templateKey);
  preloadLayout(detailLayouts, detailLayoutOf(module.moduleKey));
}

/**
 * `/home/:lang/:path/:id`: the item, its page's settings and its module are asked for in one wave;
 * the detail layout named after the module's list layout renders them.
 */
export default function DetailPage() {
  const {
    lang = DEFAULT_LANG,
    path = '',
    id = '',
  } = useParams<{ lang?: string; path?: string; id?: string }>();
  const { content, visits, navigation } = useServices();
  const { loggedIn, editing } = useEditMode();
  const module = useModuleInfo(lang, path, preloadDetailLayouts);
  // In edit mode the draft is read (`?preview=1`): a new item has no published copy to show.
  const data = useLoad(`detail:${path}/${id}${editing ? ':draft' : ''}`, () =>
    loadDetail(content, path, id, { preview: editing }),
  );
  const item = data.data?.item;
  // Reached by an earlier 網址代稱 (an old link in a text): the bar moves to the address of now.
  const moved = item && !editing ? movedItemAddress(id, item) : null;
  useEffect(() => {
    if (moved !== null) navigation.replace(paths.detail.href(lang, path, moved));
  }, [moved, navigation, lang, path]);
  useMetaDescription(typeof item?.description === 'string' ? item.description : undefined);
  // The view beacon once per item per page view, after the item has arrived (never before the
  // first render). The ref keeps StrictMode's second effect run from counting the view twice.
  const viewed = useRef<string | null>(null);
  const shown = data.status === 'ready' && item !== undefined ? `${path}/${id}` : null;
  useEffect(() => {
    if (shown === null || viewed.current === shown) return;
    viewed.current = shown;
    visits.viewed(path, id);
  }, [shown, path, id, visits]);

  if (module.status === 'too-many-redirects') {
    return (
      <SiteFrame lang={lang} sidebar={false}>
        <RedirectError lang={lang} />
      </SiteFrame>
    );
  }
  const ready = module.status === 'ready' && data.status === 'ready';
  const page = (shown: ContentRow | undefined, entry: ReactNode) => (
    <SiteFrame
      templateKey={module.status === 'ready' ? module.module.templateKey : undefined}
      pending={module.status === 'loading'}
      lang={lang}
      path={path}
      title={ready ? shown?.title : undefined}
      crumb={shown?.title}
    >
      {entry}
      {data.status === 'failed' ? (
        <PageFailed error={data.error} onRetry={data.retry} />
      ) : module.status === 'failed' ? (
        <PageFailed error={module.error} onRetry={module.retry} />
      ) : ready && shown ? (
        <LayoutSlot
          registry={detailLayouts as never}
          name={detailLayoutOf(module.module.moduleKey)}
          props={
            {
              name: detailLayoutOf(module.module.moduleKey),
              lang,
              path,
              module: module.module,
              setting: data.data.setting,
              item: shown,
            } satisfies DetailLayoutProps
          }
          fallback={<PageLoading />}
        />
      ) : (
        <PageLoading />
      )}
      {ready && shown && <PageUpdated own={[shown.updatedAt]} />}
    </SiteFrame>
  );

  // The document is named by the item's code, whichever address the page was opened at.
  const itemId = item !== undefined ? String(item.id) : id;
  if (editing && module.status === 'ready' && (itemId === id || data.status === 'ready')) {
    return (
      <PageEditor
        target={{ type: 'item', lang, path, id: itemId }}
        moduleKey={module.module.moduleKey}
        // The draft drawn over the published item, so fields the draft lacks still show.
        renderPage={(draft) => page(draft ? ({ ...item, ...draft } as ContentRow) : item, null)}
      />
    );
  }
  return page(item, loggedIn && <EditEntry path={path} />);
}
