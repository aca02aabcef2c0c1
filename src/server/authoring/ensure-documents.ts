import { CHROME_NAMES, SITE_RIGHTS_PATH } from '../../shared/document-id';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';

const COLUMNS =
  'doc_id, type, rights_path, revision, draft_json, published_revision, created_at, updated_at, updated_by, published_at';
const PUBLISHED = "1, @now, @now, 'seed', @now";

/**
 * Everything the public tables hold becomes a published document at revision 1, once: a seeded
 * demo and a database written before issue 13 alike. Later starts find the rows and add nothing.
 */
export function ensureDocuments(db: SqliteDatabase, now: number): void {
  const chrome = CHROME_NAMES.map((name) => `'${name}'`).join(', ');
  immediate(db, () => {
    const run = (select: string) =>
      db
        .prepare(`INSERT OR IGNORE INTO documents (${COLUMNS}) ${select}`)
        .run({ now, site: SITE_RIGHTS_PATH });
    run(
      `SELECT 'item:' || module_path || ':' || id, 'item', module_path, 1, json, ${PUBLISHED} FROM items WHERE kind <> 'single'`,
    );
    run(`SELECT 'page:' || module_path, 'page', module_path, 1, json, ${PUBLISHED} FROM items WHERE kind = 'single'
         AND module_path NOT IN (SELECT path FROM landings)`);
    run(
      `SELECT 'settings:' || path, 'settings', path, 1, json_object('info', json(info_json), 'setting', json(setting_json)), ${PUBLISHED} FROM modules`,
    );
    run(`SELECT 'structure:' || path, 'structure', @site, 1, json, ${PUBLISHED} FROM landings`);
    run(
      `SELECT 'structure:home', 'structure', @site, 1, json, ${PUBLISHED} FROM site_documents WHERE name = 'structure'`,
    );
    run(
      `SELECT 'chrome:' || name, 'chrome', @site, 1, json, ${PUBLISHED} FROM site_documents WHERE name IN (${chrome})`,
    );
    db.prepare(
      `INSERT OR IGNORE INTO revisions (doc_id, revision, action, json, account, at)
       SELECT doc_id, 1, 'publish', draft_json, 'seed', created_at FROM documents WHERE updated_by = 'seed' AND revision = 1`,
    ).run();
  });
}
