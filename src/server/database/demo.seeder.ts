import type { ContentKind, PageObject } from '../../shared/api-types';
import type { DemoModule, DemoSite, DemoUser } from '../demo/demo-site.types';
import type { PasswordHasher } from '../auth/password.hasher';
import { kindFields } from '../content/kind-fields';
import { htmlToText, normaliseForSearch } from '../content/search-text';
import type { Storage } from '../ports/storage.port';
import { slugOf } from '../../shared/item-slug';
import type { ItemRow, SiteRows } from '../ports/site-seed-store.port';
import { SITE_DOCUMENTS, type SiteDocumentName } from '../ports/site-documents';

export { SITE_DOCUMENTS, type SiteDocumentName };

export type { ItemRow };

/** True once the demo has been written; later starts keep what editors and visitors changed. */
export function isSeeded(storage: Storage): Promise<boolean> {
  return storage.stores.siteSeed.hasMeta('seeded_at');
}

/** A site's contents as the writer takes them: a demo site, or the placeholder of an empty database. */
export type SiteContent = Omit<DemoSite, 'users'>;

/** An account to write with the site, its password already hashed. */
export interface SiteUserRow extends Omit<DemoUser, 'password'> {
  passwordHash: string;
}

/**
 * Writes a whole site (and its accounts) in one unit of work, so a crash mid-write leaves an empty
 * database; `marker` is the meta key that records which kind of site it was (`seeded_at` for the
 * demo, which `isSeeded` reads). Answers false, writing nothing, when a site is there already:
 * two instances starting together on one empty database write it once.
 */
export function writeSite(
  storage: Storage,
  site: SiteContent,
  users: SiteUserRow[],
  writtenAt: number,
  marker: string,
): Promise<boolean> {
  // The content has no editing history: writing it is its last update (「最後更新」 of a page).
  const updatedAt = new Date(writtenAt).toISOString();
  const rows: SiteRows = {
    documents: SITE_DOCUMENTS.map((name) => ({ name, json: JSON.stringify(site[name]) })),
    landings: Object.entries(site.landings).map(([path, structure]) => ({
      path,
      json: JSON.stringify(structure),
    })),
    modules: Object.entries(site.modules).map(([path, module]) => ({
      path,
      kind: module.kind,
      infoJson: JSON.stringify(module.info),
      settingJson: JSON.stringify(module.setting),
    })),
    items: Object.entries(site.modules).flatMap(([path, module]) => itemRows(path, module, updatedAt)),
    users: users.map((user) => ({
      account: user.account,
      passwordHash: user.passwordHash,
      displayName: user.displayName,
      // The spec's rights object carries r, w and d; p is kept per path in user_rights only.
      rightsJson: JSON.stringify({ r: user.rights.r, w: user.rights.w, d: user.rights.d }),
      admin: user.admin ?? false,
      email: user.email ?? null,
      at: writtenAt,
    })),
    rights: users.flatMap((user) =>
      Object.entries({ '*': user.rights, ...user.pathRights }).map(([path, { r, w, d, p }]) => ({
        account: user.account,
        path,
        r,
        w,
        d,
        p,
      })),
    ),
    meta: [
      ...(site.requireReview !== undefined
        ? [{ key: 'require_review', value: String(site.requireReview) }]
        : []),
      ...(site.indexEditable !== undefined
        ? [{ key: 'index_editable', value: String(site.indexEditable) }]
        : []),
      { key: marker, value: String(writtenAt) },
    ],
  };
  return storage.write('site', async (tx) => {
    if (await tx.siteSeed.hasSite()) return false;
    await tx.siteSeed.writeSite(rows);
    return true;
  });
}

/**
 * Writes the whole demo site and its accounts. Refused on a database that already holds another
 * site (the placeholder of a start without the demo): the demo is written into an empty one only.
 */
export async function seedDemoSite(
  storage: Storage,
  site: DemoSite,
  passwords: PasswordHasher,
  seededAt: number,
): Promise<void> {
  const refusal = () =>
    new Error(
      '這個資料庫已有網站（未載入示範內容時建立的空白網站），示範內容只寫入空的資料庫；請改用新的 DB_PATH。 / ' +
        'The database already holds a site (the placeholder of a start without the demo); the demo is written ' +
        'into an empty database only: use a new DB_PATH.',
    );
  if (await storage.stores.siteSeed.hasSite()) throw refusal();
  // Hashing is slow and asynchronous, so it happens before the unit of work.
  const { users, ...content } = site;
  const rows = await Promise.all(
    users.map(async ({ password, ...user }) => ({ ...user, passwordHash: await passwords.hash(password) })),
  );
  if (!(await writeSite(storage, content, rows, seededAt, 'seeded_at'))) {
    // Another instance seeded it meanwhile: the demo is there, which is what was asked.
    if (!(await isSeeded(storage))) throw refusal();
  }
}

function itemRows(modulePath: string, module: DemoModule, updatedAt: string): ItemRow[] {
  // Each item and page says when it was last updated (最後更新), unless the content says so itself.
  if (module.page) return [pageRow(modulePath, { updatedAt, ...module.page })];
  return (module.rows ?? []).map((row, position) =>
    itemRow(modulePath, module.kind, { updatedAt, ...row }, position),
  );
}

/** The stored row of one list item: the item's JSON and the columns lists filter and sort on. */
export function itemRow(
  modulePath: string,
  kind: ContentKind,
  row: Record<string, unknown> & { id: string; title: string },
  position: number,
): ItemRow {
  const fields = kindFields(kind);
  const date = fields.dateField ? stringField(row, fields.dateField) : undefined;
  const year = (fields.yearField ? integerField(row, fields.yearField) : undefined) ?? yearOf(date);
  const tags = Array.isArray(row.tags)
    ? row.tags.filter((tag): tag is string => typeof tag === 'string')
    : [];
  return {
    module_path: modulePath,
    id: row.id,
    kind,
    position,
    title: row.title,
    date: date ?? null,
    year: year ?? null,
    search_text: searchText(row.title, stringField(row, 'description'), stringField(row, 'content')),
    views: integerField(row, 'views') ?? 0,
    json: JSON.stringify(row),
    slug: slugOf(row) ?? null,
    tags,
  };
}

export function pageRow(modulePath: string, page: PageObject): ItemRow {
  // A page's keywords play the part of tags, so the tag page and site search reach it too.
  const keywords = Array.isArray(page.keywords) ? page.keywords : page.keywords.split(/[,，、]/);
  return {
    module_path: modulePath,
    id: String(page.id),
    kind: 'single',
    position: 0,
    title: page.title,
    date: null,
    year: null,
    search_text: searchText(page.title, page.description, page.content),
    views: Number.isInteger(page.views) ? page.views : 0,
    json: JSON.stringify(page),
    slug: null,
    tags: keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0),
  };
}

function searchText(title: string, description: string | undefined, content: string | undefined): string {
  return normaliseForSearch([title, description ?? '', htmlToText(content ?? '')].join('\n'));
}

function stringField(row: Record<string, unknown>, field: string): string | undefined {
  const value = row[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function integerField(row: Record<string, unknown>, field: string): number | undefined {
  const value = row[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function yearOf(date: string | undefined): number | undefined {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : undefined;
}
