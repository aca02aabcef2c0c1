import type { ContentKind, PageObject } from '../../shared/api-types';
import type { DemoModule, DemoSite, DemoUser } from '../demo/demo-site.types';
import type { PasswordHasher } from '../auth/password.hasher';
import { kindFields } from '../content/kind-fields';
import { htmlToText, normaliseForSearch } from '../content/search-text';
import type { SqliteDatabase } from './sqlite.database';

/** The site documents (`GET /api/site/{name}`): seeded here, read by the server render too. */
export const SITE_DOCUMENTS = [
  'config',
  'header',
  'menu',
  'footer',
  'structure',
  'metadata',
  'banner',
  'bannerMobile',
  'sitemap',
] as const;
export type SiteDocumentName = (typeof SITE_DOCUMENTS)[number];

export interface ItemRow {
  module_path: string;
  id: string;
  kind: ContentKind;
  position: number;
  title: string;
  date: string | null;
  year: number | null;
  search_text: string;
  views: number;
  json: string;
  tags: string[];
}

/** True once the demo has been written; later starts keep what editors and visitors changed. */
export function isSeeded(db: SqliteDatabase): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get() !== undefined;
}

/** True when the public tables hold a site: the demo, the placeholder or one written before either. */
export function hasSite(db: SqliteDatabase): boolean {
  return db.prepare('SELECT 1 FROM site_documents LIMIT 1').get() !== undefined;
}

/** A site's contents as the writer takes them: a demo site, or the placeholder of an empty database. */
export type SiteContent = Omit<DemoSite, 'users'>;

/** An account to write with the site, its password already hashed. */
export interface SiteUserRow extends Omit<DemoUser, 'password'> {
  passwordHash: string;
}

/**
 * Writes a whole site (and its accounts) in one transaction, so a crash mid-write leaves an empty
 * database; `marker` is the meta key that records which kind of site it was (`seeded_at` for the
 * demo, which `isSeeded` reads).
 */
export function writeSite(
  db: SqliteDatabase,
  site: SiteContent,
  users: SiteUserRow[],
  writtenAt: number,
  marker: string,
): void {
  // The content has no editing history: writing it is its last update (「最後更新」 of a page).
  const updatedAt = new Date(writtenAt).toISOString();
  const items = Object.entries(site.modules).flatMap(([path, module]) => itemRows(path, module, updatedAt));

  const insertDocument = db.prepare('INSERT INTO site_documents (name, json) VALUES (?, ?)');
  const insertLanding = db.prepare('INSERT INTO landings (path, json) VALUES (?, ?)');
  const insertModule = db.prepare(
    'INSERT INTO modules (path, kind, info_json, setting_json) VALUES (?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    `INSERT INTO items (module_path, id, kind, position, title, date, year, search_text, views, json)
     VALUES (@module_path, @id, @kind, @position, @title, @date, @year, @search_text, @views, @json)`,
  );
  const insertTag = db.prepare(
    'INSERT OR IGNORE INTO item_tags (module_path, item_id, tag) VALUES (?, ?, ?)',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (account, password_hash, display_name, rights_json, is_admin, created_at, password_changed_at, email)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRights = db.prepare(
    'INSERT INTO user_rights (account, path, r, w, d, p) VALUES (?, ?, ?, ?, ?, ?)',
  );

  db.transaction(() => {
    for (const name of SITE_DOCUMENTS) insertDocument.run(name, JSON.stringify(site[name]));
    for (const [path, structure] of Object.entries(site.landings))
      insertLanding.run(path, JSON.stringify(structure));
    for (const [path, module] of Object.entries(site.modules)) {
      insertModule.run(path, module.kind, JSON.stringify(module.info), JSON.stringify(module.setting));
    }
    for (const { tags, ...row } of items) {
      insertItem.run(row);
      for (const tag of tags) insertTag.run(row.module_path, row.id, tag);
    }
    for (const user of users) {
      insertUser.run(
        user.account,
        user.passwordHash,
        user.displayName,
        // The spec's rights object carries r, w and d; p is kept per path in user_rights only.
        JSON.stringify({ r: user.rights.r, w: user.rights.w, d: user.rights.d }),
        Number(user.admin ?? false),
        writtenAt,
        writtenAt,
        user.email ?? null,
      );
      const byPath = { '*': user.rights, ...user.pathRights };
      for (const [path, { r, w, d, p }] of Object.entries(byPath))
        insertRights.run(user.account, path, Number(r), Number(w), Number(d), Number(p));
    }
    if (site.requireReview !== undefined) {
      db.prepare("INSERT INTO meta (key, value) VALUES ('require_review', ?)").run(
        String(site.requireReview),
      );
    }
    if (site.indexEditable !== undefined) {
      db.prepare("INSERT INTO meta (key, value) VALUES ('index_editable', ?)").run(
        String(site.indexEditable),
      );
    }
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(marker, String(writtenAt));
  })();
}

/**
 * Writes the whole demo site and its accounts. Refused on a database that already holds another
 * site (the placeholder of a start without the demo): the demo is written into an empty one only.
 */
export async function seedDemoSite(
  db: SqliteDatabase,
  site: DemoSite,
  passwords: PasswordHasher,
  seededAt: number,
): Promise<void> {
  if (hasSite(db))
    throw new Error(
      '這個資料庫已有網站（未載入示範內容時建立的空白網站），示範內容只寫入空的資料庫；請改用新的 DB_PATH。 / ' +
        'The database already holds a site (the placeholder of a start without the demo); the demo is written ' +
        'into an empty database only: use a new DB_PATH.',
    );
  // Hashing is slow and asynchronous, so it happens before the (synchronous) transaction.
  const { users, ...content } = site;
  const rows = await Promise.all(
    users.map(async ({ password, ...user }) => ({ ...user, passwordHash: await passwords.hash(password) })),
  );
  writeSite(db, content, rows, seededAt, 'seeded_at');
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
