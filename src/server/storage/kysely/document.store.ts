import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { parseSearchQuery, searchTextOf } from '../../../shared/search/search-text';
import { FIELD_SEPARATOR } from '../../content/search-columns';
import { CHROME_NAMES, SITE_RIGHTS_PATH } from '../../../shared/document-id';
import {
  NOT_IN_REVIEW,
  type DashboardFilter,
  type DocumentFilter,
  type DocumentStore,
  type StoredDocument,
  type StoredReview,
  type StoredRevision,
} from '../../ports/document-store.port';
import type { Tables } from '../tables';
import type { SqlDialect } from './sql-dialect';

type DocumentRow = Selectable<Tables['documents']>;
type ReviewColumns = Pick<
  DocumentRow,
  | 'review_state'
  | 'review_revision'
  | 'review_by'
  | 'review_at'
  | 'review_note'
  | 'reviewed_by'
  | 'reviewed_at'
  | 'review_returned_revision'
>;

function reviewOf(row: DocumentRow): StoredReview {
  const { review_revision: revision, review_by: by, review_at: at } = row;
  if (revision === null || by === null || at === null) return NOT_IN_REVIEW;
  if (row.review_state === 'submitted') {
    const returned = row.review_returned_revision;
    return { kind: 'submitted', revision, by, at, ...(returned === null ? {} : { returned }) };
  }
  if (row.review_state === 'returned' && row.reviewed_by !== null && row.reviewed_at !== null)
    return {
      kind: 'returned',
      revision,
      by,
      submittedAt: at,
      at: row.reviewed_at,
      note: row.review_note ?? '',
      reviewer: row.reviewed_by,
    };
  return NOT_IN_REVIEW;
}

/** The review columns of a stored review; all NULL when nothing waits. */
function reviewColumns(review: StoredReview): ReviewColumns {
  const none: ReviewColumns = {
    review_state: null,
    review_revision: null,
    review_by: null,
    review_at: null,
    review_note: null,
    reviewed_by: null,
    reviewed_at: null,
    review_returned_revision: null,
  };
  if (review.kind === 'none') return none;
  if (review.kind === 'submitted')
    return {
      ...none,
      review_state: 'submitted',
      review_revision: review.revision,
      review_by: review.by,
      review_at: review.at,
      review_returned_revision: review.returned ?? null,
    };
  return {
    review_state: 'returned',
    review_revision: review.revision,
    review_by: review.by,
    review_at: review.submittedAt,
    review_note: review.note,
    reviewed_by: review.reviewer,
    reviewed_at: review.at,
    review_returned_revision: null,
  };
}

const fromRow = (row: DocumentRow): StoredDocument => ({
  docId: row.doc_id,
  type: row.type,
  rightsPath: row.rights_path,
  revision: row.revision,
  draft: JSON.parse(row.draft_json) as unknown,
  publishedRevision: row.published_revision,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
  publishedAt: row.published_at,
  publishAt: row.publish_at,
  publishRevision: row.publish_revision,
  unpublishAt: row.unpublish_at,
  deletedAt: row.deleted_at,
  deletedBy: row.deleted_by,
  review: reviewOf(row),
});

/** A draft's title and description as token text: what the staff's search looks in. */
function draftSearchText(draft: unknown): string {
  const fields = (draft ?? {}) as { title?: unknown; description?: unknown };
  return [fields.title, fields.description]
    .map((field) => (typeof field === 'string' ? searchTextOf(field) : ''))
    .filter((text) => text !== '')
    .join(FIELD_SEPARATOR);
}

/** Every column but the key, as an update writes them. */
const columnsOf = (doc: StoredDocument) => ({
  revision: doc.revision,
  draft_json: JSON.stringify(doc.draft),
  search_text: draftSearchText(doc.draft),
  published_revision: doc.publishedRevision,
  updated_at: doc.updatedAt,
  updated_by: doc.updatedBy,
  published_at: doc.publishedAt,
  publish_at: doc.publishAt,
  publish_revision: doc.publishRevision,
  unpublish_at: doc.unpublishAt,
  deleted_at: doc.deletedAt,
  deleted_by: doc.deletedBy,
  ...reviewColumns(doc.review),
});

type Where = (
  eb: ExpressionBuilder<Tables, 'documents'>,
) => ReturnType<ExpressionBuilder<Tables, 'documents'>['and']>;
type Order = [column: keyof DocumentRow & string, direction: 'asc' | 'desc'];

/** Each dashboard list's filter and order, written here rather than passed in as SQL. */
function dashboardList(filter: DashboardFilter): { where: Where; order: Order } {
  switch (filter.kind) {
    case 'submitted':
      return { where: (eb) => eb.and([eb('review_state', '=', 'submitted')]), order: ['review_at', 'asc'] };
    case 'returned-to':
      return {
        where: (eb) => eb.and([eb('review_state', '=', 'returned'), eb('review_by', '=', filter.account)]),
        order: ['reviewed_at', 'desc'],
      };
    case 'scheduled':
      return { where: (eb) => eb.and([eb('publish_at', 'is not', null)]), order: ['publish_at', 'asc'] };
    case 'published-since':
      return {
        where: (eb) => eb.and([eb('published_at', 'is not', null), eb('published_at', '>=', filter.since)]),
        order: ['published_at', 'desc'],
      };
    case 'drafts-by':
      return {
        where: (eb) =>
          eb.and([
            eb('updated_by', '=', filter.account),
            eb('publish_at', 'is', null),
            eb.or([eb('published_revision', 'is', null), eb('published_revision', '<>', eb.ref('revision'))]),
          ]),
        order: ['updated_at', 'desc'],
      };
  }
}

const SEED = 'seed';

export class KyselyDocumentStore implements DocumentStore {
  constructor(
    private readonly q: Kysely<Tables>,
    private readonly dialect: SqlDialect,
  ) {}

  async find(docId: string): Promise<StoredDocument | undefined> {
    const row = await this.q
      .selectFrom('documents')
      .selectAll()
      .where('doc_id', '=', docId)
      .executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  async findMany(docIds: readonly string[]): Promise<StoredDocument[]> {
    const found: StoredDocument[] = [];
    // In slices, so a long export stays under SQLite's limit on bound values.
    for (let start = 0; start < docIds.length; start += 500) {
      const slice = docIds.slice(start, start + 500);
      const rows = await this.q.selectFrom('documents').selectAll().where('doc_id', 'in', slice).execute();
      found.push(...rows.map(fromRow));
    }
    return found;
  }

  async list(filter: DocumentFilter): Promise<{ rows: StoredDocument[]; total: number }> {
    // `IN ()` is not SQL everywhere, and nothing matches no path anyway.
    if (filter.paths?.length === 0) return { rows: [], total: 0 };
    const where = (eb: ExpressionBuilder<Tables, 'documents'>) => {
      const clauses: Array<Expression<SqlBool>> = [eb('deleted_at', filter.deleted ? 'is not' : 'is', null)];
      if (filter.type) clauses.push(eb('type', '=', filter.type));
      if (filter.path) clauses.push(eb('rights_path', '=', filter.path));
      if (filter.paths) clauses.push(eb('rights_path', 'in', [...filter.paths]));
      if (filter.q !== undefined && filter.q.trim() !== '') {
        const { terms } = parseSearchQuery(filter.q);
        // A query of punctuation alone finds nothing, as on the public site.
        if (terms.length === 0) clauses.push(sql<SqlBool>`1 = 0`);
        for (const term of terms)
          clauses.push(this.dialect.contains(sql`(' ' || ${sql.ref('search_text')} || ' ')`, term.pattern));
      }
      return eb.and(clauses);
    };
    const rows = await this.q
      .selectFrom('documents')
      .selectAll()
      .where(where)
      .orderBy('updated_at', 'desc')
      .orderBy('doc_id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    const { total } = await this.q
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows: rows.map(fromRow), total: Number(total) };
  }

  async onPaths(
    paths: readonly string[],
    filter: DashboardFilter,
    limit: number | null,
  ): Promise<{ rows: StoredDocument[]; total: number }> {
    // `IN ()` is not SQL everywhere, and nothing matches no path anyway.
    if (paths.length === 0) return { rows: [], total: 0 };
    const list = dashboardList(filter);
    const where = (eb: ExpressionBuilder<Tables, 'documents'>) =>
      eb.and([eb('deleted_at', 'is', null), eb('rights_path', 'in', [...paths]), list.where(eb)]);
    let rows = this.q
      .selectFrom('documents')
      .selectAll()
      .where(where)
      .orderBy(list.order[0], list.order[1])
      .orderBy('doc_id');
    if (limit !== null) rows = rows.limit(limit);
    const { total } = await this.q
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows: (await rows.execute()).map(fromRow), total: Number(total) };
  }

  async rightsPaths(deleted = false): Promise<string[]> {
    const rows = await this.q
      .selectFrom('documents')
      .select('rights_path')
      .distinct()
      .where('deleted_at', deleted ? 'is not' : 'is', null)
      .execute();
    return rows.map((row) => row.rights_path);
  }

  async removeOnPath(path: string, docIds: readonly string[]): Promise<string[]> {
    const rows = await this.q
      .selectFrom('documents')
      .select('doc_id')
      .where((eb) =>
        docIds.length > 0
          ? eb.or([eb('rights_path', '=', path), eb('doc_id', 'in', [...docIds])])
          : eb('rights_path', '=', path),
      )
      .orderBy('doc_id')
      .execute();
    const ids = rows.map((row) => row.doc_id);
    if (ids.length === 0) return ids;
    await this.q.deleteFrom('save_keys').where('doc_id', 'in', ids).execute();
    await this.q.deleteFrom('edit_locks').where('doc_id', 'in', ids).execute();
    await this.q.deleteFrom('revisions').where('doc_id', 'in', ids).execute();
    await this.q.deleteFrom('documents').where('doc_id', 'in', ids).execute();
    return ids;
  }

  async rebuildSearchText(after: string | null, limit: number): Promise<string | null> {
    let query = this.q.selectFrom('documents').select(['doc_id', 'draft_json']);
    if (after !== null) query = query.where('doc_id', '>', after);
    const rows = await query.orderBy('doc_id').limit(limit).execute();
    for (const row of rows)
      await this.q
        .updateTable('documents')
        .set({ search_text: draftSearchText(JSON.parse(row.draft_json) as unknown) })
        .where('doc_id', '=', row.doc_id)
        .execute();
    return rows[rows.length - 1]?.doc_id ?? null;
  }

  async insert(doc: StoredDocument): Promise<void> {
    await this.q
      .insertInto('documents')
      .values({
        doc_id: doc.docId,
        type: doc.type,
        rights_path: doc.rightsPath,
        created_at: doc.createdAt,
        ...columnsOf(doc),
      })
      .execute();
  }

  async update(doc: StoredDocument): Promise<void> {
    await this.q.updateTable('documents').set(columnsOf(doc)).where('doc_id', '=', doc.docId).execute();
  }

  async insertRevision(
    docId: string,
    revision: number,
    action: string,
    data: unknown,
    account: string,
    at: number,
  ): Promise<void> {
    await this.q
      .insertInto('revisions')
      .values({ doc_id: docId, revision, action, json: JSON.stringify(data), account, at })
      .execute();
  }

  async pruneRevisions(docId: string, newest: number, keep: number): Promise<void> {
    await this.q
      .deleteFrom('revisions')
      .where('doc_id', '=', docId)
      .where('revision', '<=', newest - keep)
      .where('action', '<>', 'publish')
      .execute();
  }

  async revisions(docId: string): Promise<StoredRevision[]> {
    return this.q
      .selectFrom('revisions')
      .select(['revision', 'action', 'account', 'at'])
      .where('doc_id', '=', docId)
      .orderBy('revision', 'desc')
      .execute();
  }

  async revisionData(
    docId: string,
    revision: number,
  ): Promise<(StoredRevision & { data: unknown }) | undefined> {
    const row = await this.q
      .selectFrom('revisions')
      .select(['revision', 'action', 'account', 'at', 'json'])
      .where('doc_id', '=', docId)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (!row) return undefined;
    const { json, ...rest } = row;
    return { ...rest, data: JSON.parse(json) as unknown };
  }

  async savedRevisionFor(docId: string, key: string): Promise<number | undefined> {
    const row = await this.q
      .selectFrom('save_keys')
      .select('revision')
      .where('doc_id', '=', docId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.revision;
  }

  async rememberSaveKey(docId: string, key: string, revision: number, at: number): Promise<void> {
    await this.q
      .insertInto('save_keys')
      .values({ doc_id: docId, idempotency_key: key, revision, at })
      .execute();
  }

  async claimDue(now: number, limit: number): Promise<string[]> {
    const rows = await this.dialect
      .claim(
        this.q
          .selectFrom('documents')
          .select('doc_id')
          .where('deleted_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb.and([eb('publish_at', 'is not', null), eb('publish_at', '<=', now)]),
              eb.and([eb('unpublish_at', 'is not', null), eb('unpublish_at', '<=', now)]),
            ]),
          )
          .orderBy('doc_id')
          .limit(limit),
      )
      .execute();
    return rows.map((row) => row.doc_id);
  }

  async lastPublishedAt(): Promise<number | null> {
    const row = await this.q
      .selectFrom('revisions')
      .select((eb) => eb.fn.max('at').as('at'))
      .where('action', '=', 'publish')
      .where('account', '<>', SEED)
      .executeTakeFirst();
    return row?.at === null || row?.at === undefined ? null : Number(row.at);
  }

  async lastPublishedOn(rightsPath: string): Promise<number | null> {
    const row = await this.q
      .selectFrom('documents')
      .select((eb) => eb.fn.max('published_at').as('at'))
      .where('rights_path', '=', rightsPath)
      .executeTakeFirst();
    return row?.at === null || row?.at === undefined ? null : Number(row.at);
  }

  async purgeTrash(before: number): Promise<number> {
    const ids = (
      await this.q
        .selectFrom('documents')
        .select('doc_id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', before)
        .execute()
    ).map((row) => row.doc_id);
    for (const id of ids) {
      await this.q.deleteFrom('revisions').where('doc_id', '=', id).execute();
      await this.q.deleteFrom('save_keys').where('doc_id', '=', id).execute();
      await this.q.deleteFrom('edit_locks').where('doc_id', '=', id).execute();
      await this.q.deleteFrom('documents').where('doc_id', '=', id).execute();
    }
    return ids.length;
  }

  async adoptPublished(now: number): Promise<void> {
    const seeded = (
      docId: string,
      type: string,
      rightsPath: string,
      json: string,
    ): Insertable<Tables['documents']> => ({
      doc_id: docId,
      type,
      rights_path: rightsPath,
      revision: 1,
      draft_json: json,
      search_text: draftSearchText(JSON.parse(json) as unknown),
      published_revision: 1,
      created_at: now,
      updated_at: now,
      updated_by: SEED,
      published_at: now,
    });
    const items = await this.q.selectFrom('items').select(['module_path', 'id', 'kind', 'json']).execute();
    const landings = await this.q.selectFrom('landings').select(['path', 'json']).execute();
    const landingPaths = new Set(landings.map((row) => row.path));
    const modules = await this.q
      .selectFrom('modules')
      .select(['path', 'info_json', 'setting_json'])
      .execute();
    const siteDocuments = await this.q
      .selectFrom('site_documents')
      .select(['name', 'json'])
      .where('name', 'in', ['structure', ...CHROME_NAMES])
      .execute();
    const candidates = [
      ...items
        .filter((row) => row.kind !== 'single')
        .map((row) => seeded(`item:${row.module_path}:${row.id}`, 'item', row.module_path, row.json)),
      ...items
        .filter((row) => row.kind === 'single' && !landingPaths.has(row.module_path))
        .map((row) => seeded(`page:${row.module_path}`, 'page', row.module_path, row.json)),
      // The JSON is built here rather than with json_object(), which each engine spells its own way.
      ...modules.map((row) =>
        seeded(
          `settings:${row.path}`,
          'settings',
          row.path,
          JSON.stringify({
            info: JSON.parse(row.info_json) as unknown,
            setting: JSON.parse(row.setting_json) as unknown,
          }),
        ),
      ),
      ...landings.map((row) => seeded(`structure:${row.path}`, 'structure', SITE_RIGHTS_PATH, row.json)),
      ...siteDocuments.map((row) =>
        row.name === 'structure'
          ? seeded('structure:home', 'structure', SITE_RIGHTS_PATH, row.json)
          : seeded(`chrome:${row.name}`, 'chrome', SITE_RIGHTS_PATH, row.json),
      ),
    ];
    // Later starts find every row: look once, rather than one ignored insert per published thing.
    const existing = new Set(
      (await this.q.selectFrom('documents').select('doc_id').execute()).map((row) => row.doc_id),
    );
    for (const doc of candidates) {
      if (existing.has(doc.doc_id)) continue;
      existing.add(doc.doc_id);
      await this.q
        .insertInto('documents')
        .values(doc)
        .onConflict((oc) => oc.column('doc_id').doNothing())
        .execute();
    }
    await this.q
      .insertInto('revisions')
      .columns(['doc_id', 'revision', 'action', 'json', 'account', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('documents')
          .select([
            'doc_id',
            eb.lit(1).as('revision'),
            eb.val('publish').as('action'),
            'draft_json',
            eb.val(SEED).as('account'),
            'created_at',
          ])
          .where('updated_by', '=', SEED)
          .where('revision', '=', 1),
      )
      .onConflict((oc) => oc.columns(['doc_id', 'revision']).doNothing())
      .execute();
  }
}
