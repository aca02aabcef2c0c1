import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../../composition/services-provider';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import type { MenuItem } from '../../../shared/api-types';
import { CHROME_NAMES, type ChromeName } from '../../../shared/document-id';
import { ChromeOverrideProvider } from '../../app/chrome-override';
import { NotFoundPage } from '../../app/not-found.page';
import { normalizePath } from '../../chrome/menu-tree';
import HomePage from '../../pages/home.page';
import { PageEditor } from '../editor-slots';
import { chromeForm, draftChrome } from './chrome-forms';

/** The site's pages an item can lead to, from the published menu (its internal links). */
function pagesOf(menu: readonly MenuItem[]): Array<{ path: string; title: string }> {
  const found: Array<{ path: string; title: string }> = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const path = normalizePath(item.path);
      if (path && !item.url && !found.some((f) => f.path === path)) found.push({ path, title: item.title });
      walk(item.children ?? []);
    }
  };
  walk(menu);
  return found;
}

/**
 * `/home/:lang/editor/chrome/:name` (guarded): a part of the site's chrome edited over the home
 * page, which draws the draft through the chrome override while visitors keep reading the store.
 */
export default function ChromeEditorPage() {
  const { lang = DEFAULT_LANG, name = '' } = useParams<{ lang?: string; name?: string }>();
  const { stores } = useServices();
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const pages = useMemo(() => pagesOf(menu), [menu]);
  const known = (CHROME_NAMES as readonly string[]).includes(name);
  const part = name as ChromeName;
  const renderForm = useMemo(() => (known ? chromeForm(part, pages) : null), [known, part, pages]);
  if (!known || !renderForm) return <NotFoundPage />;
  return (
    <PageEditor
      target={{ type: 'chrome', lang, name: part }}
      moduleKey={`chrome-${part}`}
      renderForm={renderForm}
      renderPage={(draft) =>
        draft ? (
          <ChromeOverrideProvider value={draftChrome(part, draft)}>
            <HomePage />
          </ChromeOverrideProvider>
        ) : (
          <HomePage />
        )
      }
    />
  );
}
