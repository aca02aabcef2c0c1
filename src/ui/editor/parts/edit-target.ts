import { documentIdOf, rightsPathOf, type ChromeName, type DocumentRef } from '../../../shared/document-id';
import { chromePartTitle } from '../../../domain/editing/chrome-parts';
import { paths } from '../../paths/paths';
import { withEditMode } from '../../paths/edit-paths';

/** What is edited, and on which page in which language. */
export type EditTarget =
  /** An item of a list module, on its detail page. */
  | { type: 'item'; lang: string; path: string; id: string }
  /** A single page (cms-single). */
  | { type: 'page'; lang: string; path: string }
  /** A module's settings: frame, layout, title. */
  | { type: 'settings'; lang: string; path: string }
  /** The home page's (`home`) or a landing page's sections. */
  | { type: 'structure'; lang: string; landing: string }
  /** A part of the site's chrome, edited over the home page. */
  | { type: 'chrome'; lang: string; name: ChromeName };

export interface TargetFacts {
  docId: string;
  /** The path whose rights govern the document (`*` for site-wide ones). */
  rightsPath: string;
  /** The page the document is edited on. */
  pageHref: string;
  /**
   * Where 關閉編輯 leads: the page out of edit mode, or for a part of the chrome (opened from 儀表板's
   * 網站外觀, drawn over the home page) back to 儀表板.
   */
  closeHref: string;
  /** The panel's heading while the document may be changed: what is edited, by its name. */
  heading: string;
}

function refOf(target: EditTarget): DocumentRef {
  switch (target.type) {
    case 'item':
      return { type: 'item', path: target.path, id: target.id };
    case 'page':
    case 'settings':
      return { type: target.type, path: target.path };
    case 'structure':
      return { type: 'structure', landing: target.landing };
    case 'chrome':
      return { type: 'chrome', name: target.name };
  }
}

function pageOf(target: EditTarget): string {
  switch (target.type) {
    case 'item':
      return paths.detail.href(target.lang, target.path, target.id);
    case 'page':
    case 'settings':
      return paths.page.href(target.lang, target.path);
    case 'structure':
      return target.landing === 'home'
        ? paths.home.href(target.lang)
        : paths.page.href(target.lang, target.landing);
    case 'chrome':
      return paths.home.href(target.lang);
  }
}

export function describeTarget(target: EditTarget): TargetFacts {
  const ref = refOf(target);
  const pageHref = pageOf(target);
  const chrome = target.type === 'chrome';
  return {
    docId: documentIdOf(ref),
    rightsPath: rightsPathOf(ref),
    pageHref,
    closeHref: chrome ? paths.staff.href(target.lang) : withEditMode(pageHref, false),
    heading: chrome ? `編輯${chromePartTitle(target.name)}` : '編輯此頁',
  };
}
