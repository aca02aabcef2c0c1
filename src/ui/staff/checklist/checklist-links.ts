import type { ChecklistFix } from '../../../shared/site-checklist';
import { paths } from '../../paths/paths';
import { documentEditHref, staffPaths } from '../../paths/staff-paths';

/**
 * Where a line's fix leads, from the client's own route table: a staff page, a chrome editor, a
 * document's editor or a public page. A server setting has no address here: null (the screen
 * words it as an instruction to whoever runs the server).
 */
export function fixHref(lang: string, fix: ChecklistFix): string | null {
  switch (fix.kind) {
    case 'staff':
      return staffPaths.page(lang, fix.page);
    case 'chrome':
      return staffPaths.chrome(lang, fix.name);
    case 'document':
      return documentEditHref(lang, fix.docId);
    case 'public':
      return fix.page === 'sitemap' ? paths.sitemap.href(lang) : paths.openData.href(lang);
    case 'server':
      return null;
  }
}
