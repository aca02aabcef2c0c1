import { TRASH_DAYS } from '../../shared/authoring.constants';
import type { SiteStorage } from '../ports/storage.port';
import type { AuthoringService } from './authoring.service';
import { iso } from './document-view';
import { SITE_RIGHTS_PATH } from '../../shared/document-id';
import { requireRight } from './authoring-rules';

const DAY_MS = 86_400_000;

export interface DocumentListQuery {
  type?: string | undefined;
  path?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * The staff's lists of documents, GET /backend/documents (with its title search) and the trash:
 * each row is shown only to an account that may read the row's own path. A right on `*` is the
 * default for paths without their own; an `r:false` on a path takes that path's drafts, titles
 * and trash out of every list, as it does on the dashboard.
 */
export class DocumentListsService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly authoring: AuthoringService,
  ) {}

  /** The documents list: r on the path asked for (the whole site without one), then each row's own. */
  async list(account: string, query: DocumentListQuery) {
    const { type, path, status, q, limit, offset } = query;
    await requireRight(this.storage.stores, account, path ?? SITE_RIGHTS_PATH, 'r');
    const paths = await this.readablePaths(account, false);
    const page = await this.storage.stores.documents.list({
      type,
      path,
      q,
      paths,
      deleted: false,
      limit,
      offset,
    });
    const rows = (await Promise.all(page.rows.map((doc) => this.authoring.toView(doc))))
      .filter((view) => status === undefined || view.status === status)
      .map(({ draft, published: _published, ...summary }) => ({
        ...summary,
        title:
          typeof (draft as { title?: unknown }).title === 'string'
            ? (draft as { title: string }).title
            : null,
      }));
    return { rows, total: status === undefined ? page.total : rows.length };
  }

  async trash(account: string, path: string | undefined, q?: string) {
    await requireRight(this.storage.stores, account, path ?? SITE_RIGHTS_PATH, 'r');
    const paths = await this.readablePaths(account, true);
    const trash = await this.storage.stores.documents.list({
      path,
      q,
      paths,
      deleted: true,
      limit: 200,
      offset: 0,
    });
    const rows = trash.rows.map((doc) => ({
      docId: doc.docId,
      path: doc.rightsPath,
      revision: doc.revision,
      title: (doc.draft as { title?: string }).title ?? null,
      deletedAt: iso(doc.deletedAt ?? 0),
      deletedBy: doc.deletedBy,
      purgeAt: iso((doc.deletedAt ?? 0) + TRASH_DAYS * DAY_MS),
    }));
    return { rows, total: rows.length };
  }

  /** The paths of the documents (or of the trash) on which `account` holds r. */
  private async readablePaths(account: string, deleted: boolean): Promise<string[]> {
    const { documents, rights } = this.storage.stores;
    const readable: string[] = [];
    for (const path of await documents.rightsPaths(deleted)) {
      if ((await rights.rightsOn(account, path)).r) readable.push(path);
    }
    return readable;
  }
}
