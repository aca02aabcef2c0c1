import { createContext, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import type { DashboardOutcome } from '../../../application/editing/review.use-case';
import type { EditingKit } from '../../../application/editing/editing-kit';
import { useServices } from '../../../composition/services-provider';
import type { StaffStanding } from '../../../domain/editing/staff-pages';
import { useLoad, type Load } from '../../parts/use-load';
import { menuPages } from '../../editor/parts/menu-pages';
import { mergeSitePages, type SitePage } from '../../editor/parts/site-pages';

/** What every staff page shares: the editing kit, the site's modules and what the account may see. */
export interface Staff {
  /** The editing kit once loaded; null until then, and for an account without any right. */
  kit: EditingKit | null;
  /** The site's modules: the menu's pages in its order, then the others. */
  pages: readonly SitePage[];
  /** Whether the modules have answered (`pages` then holds every module, not only the menu's). */
  modulesKnown: boolean;
  /** What waits for the account (the dashboard's answer), which also says who reviews and who reads mail. */
  overview: Load<DashboardOutcome> & { retry(): void };
  standing: StaffStanding;
  /** Asks the modules and the account's standing again (after 新增單元 or 刪除單元). */
  refresh(): void;
}

/**
 * The last standing known for an account, kept for the life of the page: the next staff page draws
 * its navigation at once, the same as the last one, while its own answers are on their way.
 */
let remembered: { account: string; standing: StaffStanding } | null = null;

/** For tests: forgets what an earlier render learnt. */
export function forgetStaffStanding(): void {
  remembered = null;
}

/** Loads what the staff area knows of the signed-in account; one call per staff page. */
export function useStaffLoad(): Staff {
  const { openEditing, stores } = useServices();
  const account = useStore(stores.session, (s) => s.accountName) ?? '';
  const access = useStore(stores.session, (s) => s.access);
  const editor = access?.editor === true;
  const admin = access?.admin === true;
  const platform = access?.platform === true;
  // The editing chunk only for those who edit: 我的帳號 alone never downloads it.
  const kit = useLoad(editor ? openEditing : null, () => openEditing()).data ?? null;
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const inMenu = useMemo(() => menuPages(menu), [menu]);
  // The menu's pages, then every other module: one made with 新增單元 has its page at once.
  const modules = useLoad(kit, () => kit!.modules());
  const loaded = modules.status === 'ready' ? modules.data : null;
  const pages = useMemo(() => mergeSitePages(inMenu, loaded ?? []), [inMenu, loaded]);
  const overview = useLoad(kit, () => kit!.dashboard());
  const paths = pages.map((page) => page.path).join('\n');
  // Asked once the modules have answered, so a module outside the menu is asked with the others.
  const rights = useLoad(kit === null || modules.status === 'loading' ? null : paths, () =>
    kit!.moduleRights(pages.map((page) => page.path)),
  );

  const earlier = remembered?.account === account ? remembered.standing : null;
  const summary = overview.data?.kind === 'ready' ? overview.data.summary : null;
  const standing = useMemo<StaffStanding>(
    () => ({
      editor,
      admin,
      platform,
      reviewer: summary ? summary.pendingReview !== null : (earlier?.reviewer ?? false),
      mailbox: summary ? summary.newLetters !== null : (earlier?.mailbox ?? false),
      modules:
        rights.status === 'ready'
          ? pages.map((page, index) => ({
              path: page.path,
              title: page.title,
              rights: rights.data[index] ?? null,
            }))
          : (earlier?.modules ?? []),
    }),
    // `earlier` is read only while the fresh answers are missing.
    [editor, admin, platform, summary, rights.status, rights.data, pages],
  );
  if (summary && rights.status === 'ready') remembered = { account, standing };

  return {
    kit,
    pages,
    modulesKnown: modules.status !== 'loading',
    overview,
    standing,
    refresh: () => {
      modules.retry();
      overview.retry();
      rights.retry();
    },
  };
}

export const StaffContext = createContext<Staff | null>(null);

/** The staff area's shared state, inside a StaffFrame. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext);
  if (staff === null) throw new Error('useStaff is used outside a StaffFrame');
  return staff;
}
