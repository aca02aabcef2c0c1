import { documentLabel, ownTitleOf, type DocumentTitles } from '../../shared/document-label';
import { parseDocumentId } from '../../shared/document-id';
import type { Stores } from '../ports/stores.port';

/** The module (or landing page) a document belongs to, by its id; none for chrome and the home. */
function modulePathOf(docId: string): string | undefined {
  const ref = parseDocumentId(docId);
  if (!ref || ref.type === 'chrome') return undefined;
  if (ref.type === 'structure') return ref.landing === 'home' ? undefined : ref.landing;
  return ref.path;
}

/**
 * The titles staff screens name documents by (`documentLabel`), for a whole page of rows at once:
 * one read of the documents named and one of the modules, never one per row.
 */
export class DocumentTitleService {
  constructor(private readonly stores: () => Pick<Stores, 'documents' | 'modules'>) {}

  /** Each id's titles; ids that name no document still get their module's title. */
  async titlesOf(docIds: Iterable<string>): Promise<Map<string, DocumentTitles>> {
    const ids = [...new Set(docIds)];
    const titles = new Map<string, DocumentTitles>();
    if (ids.length === 0) return titles;
    const { documents, modules } = this.stores();
    const moduleTitles = await this.moduleTitles(modules);
    const docs = await documents.findMany(ids.filter((id) => !id.startsWith('chrome:')));
    const own = new Map(docs.map((doc) => [doc.docId, ownTitleOf(doc.docId, doc.draft)]));
    for (const id of ids) {
      const path = modulePathOf(id);
      titles.set(id, {
        title: own.get(id) ?? null,
        moduleTitle: path === undefined ? null : (moduleTitles.get(path) ?? null),
      });
    }
    return titles;
  }

  /** Each id's name for staff (`documentLabel`). */
  async labelsOf(docIds: Iterable<string>): Promise<Map<string, string>> {
    const titles = await this.titlesOf(docIds);
    return new Map([...titles].map(([id, known]) => [id, documentLabel(id, known)]));
  }

  /** Module titles by path; the store answers the path itself for a module without a title. */
  async moduleTitles(
    modules: Pick<Stores, 'modules'>['modules'] = this.stores().modules,
  ): Promise<Map<string, string>> {
    const list = await modules.list();
    return new Map(list.filter((m) => m.title !== m.path).map((m) => [m.path, m.title]));
  }
}
