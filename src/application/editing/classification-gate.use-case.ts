import type { AuthoringSource } from '../../domain/editing/authoring.port';
import { classificationIn, type Classification } from '../../shared/classification/classification';
import { documentIdOf, parseDocumentId } from '../../shared/document-id';

/** What the publish gate needs to judge a document's 分類檢索. */
export interface ClassificationContext {
  /** The site's `requireClassification`: a missing classification blocks instead of warning. */
  required: boolean;
  /** The codes the document's module gives by default (its published settings, else its draft). */
  moduleDefaults: Classification;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The classification context of an item or a single page; null for other documents, which carry
 * none. Settings that cannot be read count as not required (the server decides anyway and answers a
 * refused publish in words); a module whose settings cannot be read has no defaults.
 */
export async function classificationContext(
  authoring: Pick<AuthoringSource, 'siteSettings' | 'document'>,
  docId: string,
): Promise<ClassificationContext | null> {
  const ref = parseDocumentId(docId);
  if (!ref || (ref.type !== 'item' && ref.type !== 'page')) return null;
  const [required, moduleDefaults] = await Promise.all([
    authoring.siteSettings().then(
      (settings) => settings.requireClassification === true,
      () => false,
    ),
    authoring.document(documentIdOf({ type: 'settings', path: ref.path })).then(
      (settings) => classificationIn(record((settings.published ?? settings.draft).info)),
      () => ({}),
    ),
  ]);
  return { required, moduleDefaults };
}
