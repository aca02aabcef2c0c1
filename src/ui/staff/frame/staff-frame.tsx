import type { ReactNode } from 'react';
import { SiteFrame } from '../../site-frame/site-frame';
import { StaffNav } from './staff-nav';
import css from './staff-nav.module.css';
import { StaffContext, useStaffLoad, type Staff } from './use-staff';

export interface StaffFrameProps {
  lang: string;
  /**
   * The page's title: the document's title, its crumb and what the route change announces. A page
   * whose title comes from the staff state (a module's name) names it from that state.
   */
  title: string | undefined | ((staff: Staff) => string | undefined);
  /** The page's address below the staff area's root ('' for 儀表板, 'content/news/trash'…). */
  current: string;
  children: ReactNode;
}

/**
 * Every staff page in the site's frame with the staff navigation beside it. The page's own content
 * reads the shared staff state (the editing kit, the modules, what waits) through `useStaff`.
 */
export function StaffFrame({ lang, title, current, children }: StaffFrameProps) {
  const staff = useStaffLoad();
  const named = typeof title === 'function' ? title(staff) : title;
  return (
    <SiteFrame lang={lang} title={named} crumb={named} sidebar={false}>
      <StaffArea staff={staff} lang={lang} current={current}>
        {children}
      </StaffArea>
    </SiteFrame>
  );
}

/**
 * A login that still owes steps (a new password, two-step setup) goes nowhere else first: 我的帳號
 * in the site's frame with no staff navigation, and nothing of the staff state asked for.
 */
export function OwedStepsFrame({
  lang,
  title,
  children,
}: {
  lang: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <SiteFrame lang={lang} title={title} crumb={title} sidebar={false}>
      {children}
    </SiteFrame>
  );
}

/** The navigation and the page beside it, the page reading the staff state from the context. */
export function StaffArea({
  staff,
  lang,
  current,
  children,
}: {
  staff: Staff;
  lang: string;
  current: string;
  children: ReactNode;
}) {
  return (
    <StaffContext.Provider value={staff}>
      <div className={css.area} data-part="staff-area">
        <StaffNav lang={lang} standing={staff.standing} current={current} />
        <div className={css.page}>{children}</div>
      </div>
    </StaffContext.Provider>
  );
}
