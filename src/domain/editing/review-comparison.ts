import type { ReviewView } from '../../shared/review.types';
import type { DocumentData } from './authoring.port';
import { EDITABLE_KINDS, fieldsFor } from './content-fields';

/**
 * What a reviewer compares a submitted draft with. After a return (退回) the writer's fix is read
 * against the revision the reviewer returned, so only what changed since the note shows; a first
 * submission is read against the published copy, and a never-published draft against nothing.
 */
export type ComparisonBase =
  { kind: 'returned'; revision: number } | { kind: 'published' } | { kind: 'none' };

export function comparisonBaseOf(opened: {
  review?: ReviewView | null | undefined;
  published: DocumentData | null;
}): ComparisonBase {
  const returned = opened.review?.state === 'submitted' ? opened.review.returnedRevision : null;
  if (typeof returned === 'number') return { kind: 'returned', revision: returned };
  return opened.published ? { kind: 'published' } : { kind: 'none' };
}

/** What the compared copy is called, above its rendering and in the list of changes. */
export function comparisonBaseName(base: ComparisonBase): string {
  if (base.kind === 'returned') return `退回的版本（第 ${base.revision} 版）`;
  return base.kind === 'published' ? '已發布的版本' : '（尚未發布過）';
}

/** Keys a visitor never sees and staff never typed: not a change worth a reviewer's eye. */
const UNSEEN = new Set(['id', 'views', 'position']);

/** Labels of the keys the content forms do not name (module settings, structures, chrome). */
const OTHER_LABELS: Readonly<Record<string, string>> = {
  info: '單元資訊',
  setting: '顯示設定',
  sections: '區塊',
  templateKey: '版型',
  items: '項目',
  slides: '輪播圖片',
  links: '連結',
  logo: '標誌',
};

const LABELS = new Map<string, string>();
for (const kind of EDITABLE_KINDS)
  for (const field of fieldsFor(kind)) if (!LABELS.has(field.name)) LABELS.set(field.name, field.label);

/** A field's zh-TW name; a key no form names keeps its own. */
export const reviewFieldLabel = (name: string): string => LABELS.get(name) ?? OTHER_LABELS[name] ?? name;

export interface ChangedField {
  name: string;
  label: string;
  kind: 'added' | 'removed' | 'changed';
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between the compared copy and the draft, by their zh-TW names, in the
 * draft's order; `id` and other keys nobody sees are left out.
 */
export function changedFields(from: DocumentData | null, to: DocumentData): ChangedField[] {
  const before = from ?? {};
  const names = [...new Set([...Object.keys(to), ...Object.keys(before)])];
  return names
    .filter((name) => !UNSEEN.has(name) && !same(before[name], to[name]))
    .map((name) => ({
      name,
      label: reviewFieldLabel(name),
      kind: before[name] === undefined ? 'added' : to[name] === undefined ? 'removed' : 'changed',
    }));
}

const KIND_OF = new Map<string, string>();
for (const kind of EDITABLE_KINDS)
  for (const field of fieldsFor(kind)) if (!KIND_OF.has(field.name)) KIND_OF.set(field.name, field.kind);

/** One part of a document as the visitor sees it, in the order the public page shows it. */
export type ReviewBlock =
  | { field: string; label: string; kind: 'title' | 'lead' | 'html' | 'text'; value: string }
  | { field: string; label: string; kind: 'images' | 'files' | 'list'; value: readonly unknown[] };

/** Whether a document is drawn as a page (items and single pages); the rest show their changes only. */
export const isRenderedDocument = (docId: string): boolean =>
  docId.startsWith('item:') || docId.startsWith('page:');

const ORDER = ['images', 'image', 'title', 'description'];

/**
 * The parts of an item or a page to draw for the reviewer, as its public page shows them: the
 * pictures first, then the title, the lead, each text field with its zh-TW label, the rich text as
 * rich text, the files and lists. Empty fields and keys nobody sees are left out.
 */
export function reviewBlocksOf(data: DocumentData | null): ReviewBlock[] {
  if (!data) return [];
  const names = Object.keys(data).filter((name) => !UNSEEN.has(name));
  names.sort((a, b) => rank(a) - rank(b));
  const blocks: ReviewBlock[] = [];
  for (const name of names) {
    const value = data[name];
    const label = reviewFieldLabel(name);
    const kind = KIND_OF.get(name);
    if (value === null || value === undefined || value === '') continue;
    if (kind === 'images' || kind === 'image') {
      const list = Array.isArray(value) ? value : [value];
      if (list.length > 0) blocks.push({ field: name, label, kind: 'images', value: list });
    } else if (kind === 'files') {
      if (Array.isArray(value) && value.length > 0) blocks.push({ field: name, label, kind: 'files', value });
    } else if (Array.isArray(value)) {
      if (value.length > 0) blocks.push({ field: name, label, kind: 'list', value });
    } else if (name === 'title') blocks.push({ field: name, label, kind: 'title', value: String(value) });
    else if (name === 'description') blocks.push({ field: name, label, kind: 'lead', value: String(value) });
    else if (kind === 'richtext') blocks.push({ field: name, label, kind: 'html', value: String(value) });
    else if (typeof value !== 'object')
      blocks.push({ field: name, label, kind: 'text', value: String(value) });
  }
  return blocks;
}

function rank(name: string): number {
  const at = ORDER.indexOf(name);
  if (at >= 0) return at;
  // Rich text and files follow the short fields, as on a detail page.
  const kind = KIND_OF.get(name);
  return kind === 'richtext' ? 20 : kind === 'files' ? 30 : 10;
}
