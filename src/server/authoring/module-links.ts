import { parseDocumentId } from '../../shared/document-id';

/**
 * Whether `data` (a menu, the home page's or a landing page's sections) links to the module at
 * `path`: menu entries and sections both name their module by a `path` field, at any depth.
 */
export function linksToModule(data: unknown, path: string): boolean {
  if (Array.isArray(data)) return data.some((entry) => linksToModule(entry, path));
  if (data === null || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return record.path === path || Object.values(record).some((value) => linksToModule(value, path));
}

/** A document that may link to a module, as an administrator knows it: 主選單, 首頁, a page. */
export function linkHolderName(docId: string): string {
  const ref = parseDocumentId(docId);
  if (ref?.type === 'chrome') return ref.name === 'menu' ? '主選單' : `網站外框（${ref.name}）`;
  if (ref?.type === 'structure') return ref.landing === 'home' ? '首頁' : `頁面「${ref.landing}」`;
  return docId;
}
