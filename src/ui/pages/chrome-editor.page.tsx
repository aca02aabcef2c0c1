import { useMemo } from 'react';
import { useParams } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { CHROME_NAMES, type ChromeName } from '../../shared/document-id';
import { ChromeOverrideProvider } from '../site-frame/chrome-override';
import { NotFoundPage } from './not-found.page';
import { menuPages } from '../editor/parts/menu-pages';
import { useEditingKit } from '../editor/parts/use-editing-kit';
import { useSitePages } from '../editor/parts/site-pages';
import HomePage from './home.page';
import { PageEditor } from '../editor/editor-slots';
import { chromeForm, draftChrome } from '../editor/chrome-forms/chrome-forms';

/**
 * `/home/:lang/editor/chrome/:name` (guarded): a part of the site's chrome edited over the home
 * page, which draws the draft through the chrome override while visitors keep reading the store.
 */
export default function ChromeEditorPage() {
  const { lang = DEFAULT_LANG, name = '' } = useParams<{ lang?: string; name?: string }>();
  const { stores } = useServices();
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const inMenu = useMemo(() => menuPages(menu), [menu]);
  // The menu links modules it does not name yet (a new one, 新增單元): every module is offered.
  const pages = useSitePages(useEditingKit(), inMenu);
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
