import { SCHEMA_MIGRATIONS } from './sqlite/sqlite-migrations';
import { POSTGRES_BASELINE } from './postgres/postgres-baseline';

/** The step whose PostgreSQL text creates the whole schema of that step. */
const POSTGRES_BASELINE_STEP = 5;

/** One step of the schema, as each engine takes it. */
export interface Migration {
  sqlite: string;
  postgres: string;
}

/**
 * The one list both engines migrate from; each records how many entries it has run (SQLite in
 * `PRAGMA user_version`, PostgreSQL in `schema_version`), so a database written by an older server
 * is brought forward at start and never rebuilt. Steps 1–4 are SQLite's history: PostgreSQL came
 * later and starts from the baseline of step 5, the same tables in its own types. From step 6 on
 * every entry carries both texts.
 */
export const MIGRATIONS: readonly Migration[] = [
  ...SCHEMA_MIGRATIONS.map((sqlite, index) => ({
    sqlite,
    postgres: index + 1 === POSTGRES_BASELINE_STEP ? POSTGRES_BASELINE : '',
  })),
  {
    // A resubmission after 退回 remembers the revision returned, so the reviewer reads the fix
    // against the text they sent back (review-workflow.ts).
    sqlite: 'ALTER TABLE documents ADD COLUMN review_returned_revision INTEGER;',
    postgres: 'ALTER TABLE documents ADD COLUMN review_returned_revision integer;',
  },
  {
    // 網址代稱: an item's readable address, unique within its module (NULLs, items without one,
    // never clash), and the addresses it had before, each still leading to it.
    sqlite: `
    ALTER TABLE items ADD COLUMN slug TEXT;
    CREATE UNIQUE INDEX items_by_slug ON items (module_path, slug);
    CREATE TABLE item_old_addresses (
      module_path TEXT NOT NULL,
      slug TEXT NOT NULL,
      item_id TEXT NOT NULL,
      PRIMARY KEY (module_path, slug)
    );
    `,
    postgres: `
    ALTER TABLE items ADD COLUMN slug text COLLATE "C";
    CREATE UNIQUE INDEX items_by_slug ON items (module_path, slug);
    CREATE TABLE item_old_addresses (
      module_path text COLLATE "C" NOT NULL,
      slug text COLLATE "C" NOT NULL,
      item_id text COLLATE "C" NOT NULL,
      PRIMARY KEY (module_path, slug)
    );
    `,
  },
  {
    // Many sites on one server: the sites list, with the site a database began as (`default`),
    // and every row of a site's table carrying its site, first in each key and index, so paths,
    // item ids, addresses and letter serials are unique per site (kysely/site-scope.ts). SQLite
    // cannot change a table's key, so it builds each table anew and copies the rows; the old
    // tables are renamed first, which carries the foreign keys that name them along.
    sqlite: `
    CREATE TABLE sites (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      origin TEXT,
      aliases_json TEXT NOT NULL DEFAULT '[]',
      status TEXT NOT NULL DEFAULT 'active'
    );
    INSERT INTO sites (code, name) VALUES ('default', '');
    ALTER TABLE meta RENAME TO meta_before_sites;
    ALTER TABLE site_documents RENAME TO site_documents_before_sites;
    ALTER TABLE landings RENAME TO landings_before_sites;
    ALTER TABLE modules RENAME TO modules_before_sites;
    ALTER TABLE items RENAME TO items_before_sites;
    ALTER TABLE item_tags RENAME TO item_tags_before_sites;
    ALTER TABLE item_old_addresses RENAME TO item_old_addresses_before_sites;
    ALTER TABLE counters RENAME TO counters_before_sites;
    ALTER TABLE access_tokens RENAME TO access_tokens_before_sites;
    ALTER TABLE mailbox_messages RENAME TO mailbox_messages_before_sites;
    ALTER TABLE documents RENAME TO documents_before_sites;
    ALTER TABLE revisions RENAME TO revisions_before_sites;
    ALTER TABLE save_keys RENAME TO save_keys_before_sites;
    ALTER TABLE edit_locks RENAME TO edit_locks_before_sites;
    ALTER TABLE audit_log RENAME TO audit_log_before_sites;
    ALTER TABLE user_rights RENAME TO user_rights_before_sites;
    ALTER TABLE mailbox_notes RENAME TO mailbox_notes_before_sites;
    ALTER TABLE mailbox_replies RENAME TO mailbox_replies_before_sites;
    ALTER TABLE mail_outbox RENAME TO mail_outbox_before_sites;
    CREATE TABLE meta (
      site TEXT NOT NULL REFERENCES sites (code),
      key TEXT NOT NULL,
      value TEXT NOT NULL,
      PRIMARY KEY (site, key)
    );
    CREATE TABLE site_documents (
      site TEXT NOT NULL REFERENCES sites (code),
      name TEXT NOT NULL,
      json TEXT NOT NULL,
      PRIMARY KEY (site, name)
    );
    CREATE TABLE landings (
      site TEXT NOT NULL REFERENCES sites (code),
      path TEXT NOT NULL,
      json TEXT NOT NULL,
      PRIMARY KEY (site, path)
    );
    CREATE TABLE modules (
      site TEXT NOT NULL REFERENCES sites (code),
      path TEXT NOT NULL,
      kind TEXT NOT NULL,
      info_json TEXT NOT NULL,
      setting_json TEXT NOT NULL,
      PRIMARY KEY (site, path)
    );
    CREATE TABLE items (
      site TEXT NOT NULL REFERENCES sites (code),
      module_path TEXT NOT NULL,
      id TEXT NOT NULL,
      kind TEXT NOT NULL,
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      date TEXT,
      year INTEGER,
      search_text TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0,
      json TEXT NOT NULL,
      slug TEXT,
      PRIMARY KEY (site, module_path, id),
      FOREIGN KEY (site, module_path) REFERENCES modules (site, path)
    );
    CREATE TABLE item_tags (
      site TEXT NOT NULL REFERENCES sites (code),
      module_path TEXT NOT NULL,
      item_id TEXT NOT NULL,
      tag TEXT NOT NULL,
      PRIMARY KEY (site, module_path, item_id, tag),
      FOREIGN KEY (site, module_path, item_id) REFERENCES items (site, module_path, id)
    );
    CREATE TABLE item_old_addresses (
      site TEXT NOT NULL REFERENCES sites (code),
      module_path TEXT NOT NULL,
      slug TEXT NOT NULL,
      item_id TEXT NOT NULL,
      PRIMARY KEY (site, module_path, slug)
    );
    CREATE TABLE counters (
      site TEXT NOT NULL REFERENCES sites (code),
      name TEXT NOT NULL,
      value INTEGER NOT NULL,
      PRIMARY KEY (site, name)
    );
    CREATE TABLE access_tokens (
      site TEXT NOT NULL REFERENCES sites (code),
      token_hash TEXT NOT NULL,
      session_id TEXT NOT NULL,
      account TEXT NOT NULL REFERENCES users(account),
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      refresh_until INTEGER NOT NULL,
      superseded_at INTEGER,
      revoked_at INTEGER,
      session_started_at INTEGER,
      ip TEXT,
      user_agent TEXT,
      last_used_at INTEGER,
      PRIMARY KEY (site, token_hash)
    );
    CREATE TABLE mailbox_messages (
      site TEXT NOT NULL REFERENCES sites (code),
      serial_no TEXT NOT NULL,
      module_path TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT,
      subject TEXT NOT NULL,
      content TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      idempotency_key TEXT,
      status TEXT NOT NULL DEFAULT 'new',
      assignee TEXT,
      reply_by INTEGER,
      updated_at INTEGER,
      PRIMARY KEY (site, serial_no)
    );
    CREATE TABLE documents (
      site TEXT NOT NULL REFERENCES sites (code),
      doc_id TEXT NOT NULL,
      type TEXT NOT NULL,
      rights_path TEXT NOT NULL,
      revision INTEGER NOT NULL,
      draft_json TEXT NOT NULL,
      published_revision INTEGER,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      updated_by TEXT NOT NULL,
      published_at INTEGER,
      publish_at INTEGER,
      publish_revision INTEGER,
      unpublish_at INTEGER,
      deleted_at INTEGER,
      deleted_by TEXT,
      review_state TEXT,
      review_revision INTEGER,
      review_by TEXT,
      review_at INTEGER,
      review_note TEXT,
      reviewed_by TEXT,
      reviewed_at INTEGER,
      review_returned_revision INTEGER,
      PRIMARY KEY (site, doc_id)
    );
    CREATE TABLE revisions (
      site TEXT NOT NULL REFERENCES sites (code),
      doc_id TEXT NOT NULL,
      revision INTEGER NOT NULL,
      action TEXT NOT NULL,
      json TEXT NOT NULL,
      account TEXT NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (site, doc_id, revision)
    );
    CREATE TABLE save_keys (
      site TEXT NOT NULL REFERENCES sites (code),
      doc_id TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      revision INTEGER NOT NULL,
      at INTEGER NOT NULL,
      PRIMARY KEY (site, doc_id, idempotency_key)
    );
    CREATE TABLE edit_locks (
      site TEXT NOT NULL REFERENCES sites (code),
      doc_id TEXT NOT NULL,
      account TEXT NOT NULL,
      display_name TEXT NOT NULL,
      started_at INTEGER NOT NULL,
      heartbeat_at INTEGER NOT NULL,
      PRIMARY KEY (site, doc_id)
    );
    CREATE TABLE audit_log (
      site TEXT NOT NULL REFERENCES sites (code),
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      at INTEGER NOT NULL,
      account TEXT NOT NULL,
      action TEXT NOT NULL,
      doc_id TEXT,
      revision INTEGER,
      detail TEXT
    );
    CREATE TABLE user_rights (
      site TEXT NOT NULL REFERENCES sites (code),
      account TEXT NOT NULL REFERENCES users(account),
      path TEXT NOT NULL,
      r INTEGER NOT NULL,
      w INTEGER NOT NULL,
      d INTEGER NOT NULL,
      p INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site, account, path)
    );
    CREATE TABLE mailbox_notes (
      site TEXT NOT NULL REFERENCES sites (code),
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      serial_no TEXT NOT NULL,
      account TEXT NOT NULL,
      body TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE TABLE mailbox_replies (
      site TEXT NOT NULL REFERENCES sites (code),
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      serial_no TEXT NOT NULL,
      account TEXT NOT NULL,
      body TEXT NOT NULL,
      at INTEGER NOT NULL,
      outbox_id INTEGER
    );
    CREATE TABLE mail_outbox (
      site TEXT NOT NULL REFERENCES sites (code),
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      recipients TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      html TEXT NOT NULL,
      purpose TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      sent_at INTEGER,
      failed_at INTEGER,
      last_error TEXT
    );
    INSERT INTO meta (site, key, value) SELECT 'default', key, value FROM meta_before_sites;
    INSERT INTO site_documents (site, name, json) SELECT 'default', name, json FROM site_documents_before_sites;
    INSERT INTO landings (site, path, json) SELECT 'default', path, json FROM landings_before_sites;
    INSERT INTO modules (site, path, kind, info_json, setting_json) SELECT 'default', path, kind, info_json, setting_json FROM modules_before_sites;
    INSERT INTO items (site, module_path, id, kind, position, title, date, year, search_text, views, json, slug) SELECT 'default', module_path, id, kind, position, title, date, year, search_text, views, json, slug FROM items_before_sites;
    INSERT INTO item_tags (site, module_path, item_id, tag) SELECT 'default', module_path, item_id, tag FROM item_tags_before_sites;
    INSERT INTO item_old_addresses (site, module_path, slug, item_id) SELECT 'default', module_path, slug, item_id FROM item_old_addresses_before_sites;
    INSERT INTO counters (site, name, value) SELECT 'default', name, value FROM counters_before_sites;
    INSERT INTO access_tokens (site, token_hash, session_id, account, issued_at, expires_at, refresh_until, superseded_at, revoked_at, session_started_at, ip, user_agent, last_used_at) SELECT 'default', token_hash, session_id, account, issued_at, expires_at, refresh_until, superseded_at, revoked_at, session_started_at, ip, user_agent, last_used_at FROM access_tokens_before_sites;
    INSERT INTO mailbox_messages (site, serial_no, module_path, name, email, phone, subject, content, created_at, idempotency_key, status, assignee, reply_by, updated_at) SELECT 'default', serial_no, module_path, name, email, phone, subject, content, created_at, idempotency_key, status, assignee, reply_by, updated_at FROM mailbox_messages_before_sites;
    INSERT INTO documents (site, doc_id, type, rights_path, revision, draft_json, published_revision, created_at, updated_at, updated_by, published_at, publish_at, publish_revision, unpublish_at, deleted_at, deleted_by, review_state, review_revision, review_by, review_at, review_note, reviewed_by, reviewed_at, review_returned_revision) SELECT 'default', doc_id, type, rights_path, revision, draft_json, published_revision, created_at, updated_at, updated_by, published_at, publish_at, publish_revision, unpublish_at, deleted_at, deleted_by, review_state, review_revision, review_by, review_at, review_note, reviewed_by, reviewed_at, review_returned_revision FROM documents_before_sites;
    INSERT INTO revisions (site, doc_id, revision, action, json, account, at) SELECT 'default', doc_id, revision, action, json, account, at FROM revisions_before_sites;
    INSERT INTO save_keys (site, doc_id, idempotency_key, revision, at) SELECT 'default', doc_id, idempotency_key, revision, at FROM save_keys_before_sites;
    INSERT INTO edit_locks (site, doc_id, account, display_name, started_at, heartbeat_at) SELECT 'default', doc_id, account, display_name, started_at, heartbeat_at FROM edit_locks_before_sites;
    INSERT INTO audit_log (site, id, at, account, action, doc_id, revision, detail) SELECT 'default', id, at, account, action, doc_id, revision, detail FROM audit_log_before_sites;
    INSERT INTO user_rights (site, account, path, r, w, d, p) SELECT 'default', account, path, r, w, d, p FROM user_rights_before_sites;
    INSERT INTO mailbox_notes (site, id, serial_no, account, body, at) SELECT 'default', id, serial_no, account, body, at FROM mailbox_notes_before_sites;
    INSERT INTO mailbox_replies (site, id, serial_no, account, body, at, outbox_id) SELECT 'default', id, serial_no, account, body, at, outbox_id FROM mailbox_replies_before_sites;
    INSERT INTO mail_outbox (site, id, recipients, subject, text, html, purpose, created_at, attempts, next_attempt_at, sent_at, failed_at, last_error) SELECT 'default', id, recipients, subject, text, html, purpose, created_at, attempts, next_attempt_at, sent_at, failed_at, last_error FROM mail_outbox_before_sites;
    DROP TABLE mail_outbox_before_sites;
    DROP TABLE mailbox_replies_before_sites;
    DROP TABLE mailbox_notes_before_sites;
    DROP TABLE user_rights_before_sites;
    DROP TABLE audit_log_before_sites;
    DROP TABLE edit_locks_before_sites;
    DROP TABLE save_keys_before_sites;
    DROP TABLE revisions_before_sites;
    DROP TABLE documents_before_sites;
    DROP TABLE mailbox_messages_before_sites;
    DROP TABLE access_tokens_before_sites;
    DROP TABLE counters_before_sites;
    DROP TABLE item_old_addresses_before_sites;
    DROP TABLE item_tags_before_sites;
    DROP TABLE items_before_sites;
    DROP TABLE modules_before_sites;
    DROP TABLE landings_before_sites;
    DROP TABLE site_documents_before_sites;
    DROP TABLE meta_before_sites;
    CREATE INDEX items_by_module_date ON items (site, module_path, date);
    CREATE INDEX items_by_module_year ON items (site, module_path, year);
    CREATE INDEX items_by_kind_date ON items (site, kind, date);
    CREATE INDEX item_tags_by_tag ON item_tags (site, tag);
    CREATE INDEX access_tokens_by_session ON access_tokens (site, session_id);
    CREATE INDEX access_tokens_by_refresh_until ON access_tokens (site, refresh_until);
    CREATE INDEX mailbox_messages_by_created_at ON mailbox_messages (site, created_at);
    CREATE UNIQUE INDEX mailbox_messages_by_idempotency_key ON mailbox_messages (site, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE INDEX documents_by_type_path ON documents (site, type, rights_path);
    CREATE INDEX documents_by_publish_at ON documents (site, publish_at) WHERE publish_at IS NOT NULL;
    CREATE INDEX documents_by_unpublish_at ON documents (site, unpublish_at) WHERE unpublish_at IS NOT NULL;
    CREATE INDEX audit_log_by_doc ON audit_log (site, doc_id, id);
    CREATE INDEX audit_log_by_at ON audit_log (site, at);
    CREATE INDEX audit_log_by_account ON audit_log (site, account, at);
    CREATE INDEX audit_log_by_action ON audit_log (site, action, at);
    CREATE INDEX documents_by_review_state ON documents (site, review_state) WHERE review_state IS NOT NULL;
    CREATE INDEX mailbox_messages_by_status ON mailbox_messages (site, status, created_at);
    CREATE INDEX mailbox_notes_by_letter ON mailbox_notes (site, serial_no, id);
    CREATE INDEX mailbox_replies_by_letter ON mailbox_replies (site, serial_no, id);
    CREATE INDEX mail_outbox_by_due ON mail_outbox (site, next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
    CREATE UNIQUE INDEX items_by_slug ON items (site, module_path, slug);
    `,
    postgres: `
    CREATE TABLE sites (
      code text COLLATE "C" PRIMARY KEY,
      name text COLLATE "C" NOT NULL,
      origin text COLLATE "C",
      aliases_json jsonb NOT NULL DEFAULT '[]',
      status text COLLATE "C" NOT NULL DEFAULT 'active'
    );
    INSERT INTO sites (code, name) VALUES ('default', '');
    ALTER TABLE item_tags DROP CONSTRAINT item_tags_module_path_item_id_fkey;
    ALTER TABLE items DROP CONSTRAINT items_module_path_fkey;
    ALTER TABLE meta ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE meta ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE site_documents ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE site_documents ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE landings ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE landings ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE modules ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE modules ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE items ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE items ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE item_tags ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE item_tags ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE item_old_addresses ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE item_old_addresses ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE counters ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE counters ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE access_tokens ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE access_tokens ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE mailbox_messages ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE mailbox_messages ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE documents ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE documents ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE revisions ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE revisions ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE save_keys ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE save_keys ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE edit_locks ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE edit_locks ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE audit_log ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE audit_log ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE user_rights ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE user_rights ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE mailbox_notes ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE mailbox_notes ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE mailbox_replies ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE mailbox_replies ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE mail_outbox ADD COLUMN site text COLLATE "C" NOT NULL DEFAULT 'default' REFERENCES sites (code);
    ALTER TABLE mail_outbox ALTER COLUMN site DROP DEFAULT;
    ALTER TABLE meta DROP CONSTRAINT meta_pkey, ADD PRIMARY KEY (site, key);
    ALTER TABLE site_documents DROP CONSTRAINT site_documents_pkey, ADD PRIMARY KEY (site, name);
    ALTER TABLE landings DROP CONSTRAINT landings_pkey, ADD PRIMARY KEY (site, path);
    ALTER TABLE modules DROP CONSTRAINT modules_pkey, ADD PRIMARY KEY (site, path);
    ALTER TABLE items DROP CONSTRAINT items_pkey, ADD PRIMARY KEY (site, module_path, id);
    ALTER TABLE item_tags DROP CONSTRAINT item_tags_pkey, ADD PRIMARY KEY (site, module_path, item_id, tag);
    ALTER TABLE item_old_addresses DROP CONSTRAINT item_old_addresses_pkey, ADD PRIMARY KEY (site, module_path, slug);
    ALTER TABLE counters DROP CONSTRAINT counters_pkey, ADD PRIMARY KEY (site, name);
    ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_pkey, ADD PRIMARY KEY (site, token_hash);
    ALTER TABLE mailbox_messages DROP CONSTRAINT mailbox_messages_pkey, ADD PRIMARY KEY (site, serial_no);
    ALTER TABLE documents DROP CONSTRAINT documents_pkey, ADD PRIMARY KEY (site, doc_id);
    ALTER TABLE revisions DROP CONSTRAINT revisions_pkey, ADD PRIMARY KEY (site, doc_id, revision);
    ALTER TABLE save_keys DROP CONSTRAINT save_keys_pkey, ADD PRIMARY KEY (site, doc_id, idempotency_key);
    ALTER TABLE edit_locks DROP CONSTRAINT edit_locks_pkey, ADD PRIMARY KEY (site, doc_id);
    ALTER TABLE user_rights DROP CONSTRAINT user_rights_pkey, ADD PRIMARY KEY (site, account, path);
    ALTER TABLE items ADD FOREIGN KEY (site, module_path) REFERENCES modules (site, path);
    ALTER TABLE item_tags ADD FOREIGN KEY (site, module_path, item_id) REFERENCES items (site, module_path, id);
    DROP INDEX items_by_module_date;
    CREATE INDEX items_by_module_date ON items (site, module_path, date);
    DROP INDEX items_by_module_year;
    CREATE INDEX items_by_module_year ON items (site, module_path, year);
    DROP INDEX items_by_kind_date;
    CREATE INDEX items_by_kind_date ON items (site, kind, date);
    DROP INDEX item_tags_by_tag;
    CREATE INDEX item_tags_by_tag ON item_tags (site, tag);
    DROP INDEX access_tokens_by_session;
    CREATE INDEX access_tokens_by_session ON access_tokens (site, session_id);
    DROP INDEX access_tokens_by_refresh_until;
    CREATE INDEX access_tokens_by_refresh_until ON access_tokens (site, refresh_until);
    DROP INDEX mailbox_messages_by_created_at;
    CREATE INDEX mailbox_messages_by_created_at ON mailbox_messages (site, created_at);
    DROP INDEX mailbox_messages_by_idempotency_key;
    CREATE UNIQUE INDEX mailbox_messages_by_idempotency_key ON mailbox_messages (site, idempotency_key) WHERE idempotency_key IS NOT NULL;
    DROP INDEX documents_by_type_path;
    CREATE INDEX documents_by_type_path ON documents (site, type, rights_path);
    DROP INDEX documents_by_publish_at;
    CREATE INDEX documents_by_publish_at ON documents (site, publish_at) WHERE publish_at IS NOT NULL;
    DROP INDEX documents_by_unpublish_at;
    CREATE INDEX documents_by_unpublish_at ON documents (site, unpublish_at) WHERE unpublish_at IS NOT NULL;
    DROP INDEX audit_log_by_doc;
    CREATE INDEX audit_log_by_doc ON audit_log (site, doc_id, id);
    DROP INDEX audit_log_by_at;
    CREATE INDEX audit_log_by_at ON audit_log (site, at);
    DROP INDEX audit_log_by_account;
    CREATE INDEX audit_log_by_account ON audit_log (site, account, at);
    DROP INDEX audit_log_by_action;
    CREATE INDEX audit_log_by_action ON audit_log (site, action, at);
    DROP INDEX documents_by_review_state;
    CREATE INDEX documents_by_review_state ON documents (site, review_state) WHERE review_state IS NOT NULL;
    DROP INDEX mailbox_messages_by_status;
    CREATE INDEX mailbox_messages_by_status ON mailbox_messages (site, status, created_at);
    DROP INDEX mailbox_notes_by_letter;
    CREATE INDEX mailbox_notes_by_letter ON mailbox_notes (site, serial_no, id);
    DROP INDEX mailbox_replies_by_letter;
    CREATE INDEX mailbox_replies_by_letter ON mailbox_replies (site, serial_no, id);
    DROP INDEX mail_outbox_by_due;
    CREATE INDEX mail_outbox_by_due ON mail_outbox (site, next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
    DROP INDEX items_by_slug;
    CREATE UNIQUE INDEX items_by_slug ON items (site, module_path, slug);
    `,
  },
  {
    // PostgreSQL's backstop under the site scope: row-level security keyed to the site a unit of
    // work set (themesite.site, local to its transaction), forced on the tables' owner too, so
    // a query that forgot its site reads nothing of another site and cannot write into one. '*'
    // is the platform's own work: migrations, backups and restores. SQLite serves one process,
    // whose only queries are the site scope's.
    sqlite: '',
    postgres: `
    CREATE FUNCTION site_in_scope(row_site text) RETURNS boolean LANGUAGE sql STABLE AS $$
      SELECT row_site = current_setting('themesite.site', true) OR current_setting('themesite.site', true) = '*'
    $$;
    ALTER TABLE meta ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON meta USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE site_documents ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON site_documents USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE landings ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON landings USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE modules ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON modules USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE items ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON items USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE item_tags ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON item_tags USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE item_old_addresses ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON item_old_addresses USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE counters ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON counters USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE access_tokens ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON access_tokens USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE mailbox_messages ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON mailbox_messages USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE documents ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON documents USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE revisions ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON revisions USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE save_keys ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON save_keys USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE edit_locks ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON edit_locks USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON audit_log USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE user_rights ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON user_rights USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE mailbox_notes ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON mailbox_notes USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE mailbox_replies ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON mailbox_replies USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON mail_outbox USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    `,
  },
  {
    // People across sites: one identity per person (users), and who belongs to which site with
    // which role (site_members: 網站管理者 or staff; `joined`: a person whose account was made on
    // another site, which keeps their password and name). Everyone a database had belongs to its
    // default site as they were; its administrators also become the platform's (平台管理者),
    // who manage the sites and may act in any of them, as the one operator they were.
    sqlite: `
    CREATE TABLE site_members (
      site TEXT NOT NULL REFERENCES sites(code),
      account TEXT NOT NULL REFERENCES users(account),
      is_admin INTEGER NOT NULL DEFAULT 0,
      joined INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (site, account)
    );
    INSERT INTO site_members (site, account, is_admin) SELECT 'default', account, is_admin FROM users;
    ALTER TABLE users RENAME COLUMN is_admin TO is_platform_admin;
    `,
    postgres: `
    CREATE TABLE site_members (
      site text COLLATE "C" NOT NULL REFERENCES sites(code),
      account text COLLATE "C" NOT NULL REFERENCES users(account),
      is_admin boolean NOT NULL DEFAULT false,
      joined boolean NOT NULL DEFAULT false,
      PRIMARY KEY (site, account)
    );
    INSERT INTO site_members (site, account, is_admin) SELECT 'default', account, is_admin FROM users;
    ALTER TABLE users RENAME COLUMN is_admin TO is_platform_admin;
    ALTER TABLE site_members ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON site_members USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    `,
  },
  {
    // A removed site (`sites remove --purge`) waits here, whole, for 30 days: the front door
    // treats its hosts as unknown, `sites restore` clears the mark, and the default site's tick
    // deletes its rows and media once the days are over (src/server/sites/site-move.service.ts).
    sqlite: 'ALTER TABLE sites ADD COLUMN removed_at INTEGER;',
    postgres: 'ALTER TABLE sites ADD COLUMN removed_at timestamptz;',
  },
  {
    // Search by index (docs/search.md): each public row keeps its fields' token text and its
    // grams, each document its draft's title and description as token text (the staff's search)
    // (src/server/content/search-columns.ts). SQLite indexes the grams in an FTS5 table over
    // `items` that triggers keep in step with every write of a row (its rows of now are entered
    // at once, empty, so that every later update finds what it removes); PostgreSQL keeps them
    // as a `tsvector` under a GIN index, both built in (no extension). The rows a database holds
    // already are filled in by the server's start (search-index.service.ts), as on any change of
    // how search reads text.
    //
    // On SQLite the table is made anew rather than given columns at its end: a row's columns are
    // read in order, and ranking reads the folded title, tags and description of every result,
    // which behind the JSON meant walking each row's overflow pages. So the small columns come
    // first and the large ones (search_text, json) last. item_tags, which points at items, is
    // made anew with it.
    sqlite: `
    ALTER TABLE item_tags RENAME TO item_tags_before_search;
    ALTER TABLE items RENAME TO items_before_search;
    CREATE TABLE items (
      site TEXT NOT NULL REFERENCES sites (code),
      module_path TEXT NOT NULL,
      id TEXT NOT NULL,
      kind TEXT NOT NULL,
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      date TEXT,
      year INTEGER,
      views INTEGER NOT NULL DEFAULT 0,
      slug TEXT,
      search_title TEXT NOT NULL DEFAULT '',
      search_tags TEXT NOT NULL DEFAULT '',
      search_description TEXT NOT NULL DEFAULT '',
      search_grams TEXT NOT NULL DEFAULT '',
      search_text TEXT NOT NULL,
      json TEXT NOT NULL,
      PRIMARY KEY (site, module_path, id),
      FOREIGN KEY (site, module_path) REFERENCES modules (site, path)
    );
    INSERT INTO items (site, module_path, id, kind, position, title, date, year, views, slug, search_text, json)
      SELECT site, module_path, id, kind, position, title, date, year, views, slug, search_text, json
      FROM items_before_search;
    CREATE TABLE item_tags (
      site TEXT NOT NULL REFERENCES sites (code),
      module_path TEXT NOT NULL,
      item_id TEXT NOT NULL,
      tag TEXT NOT NULL,
      PRIMARY KEY (site, module_path, item_id, tag),
      FOREIGN KEY (site, module_path, item_id) REFERENCES items (site, module_path, id)
    );
    INSERT INTO item_tags (site, module_path, item_id, tag)
      SELECT site, module_path, item_id, tag FROM item_tags_before_search;
    DROP TABLE item_tags_before_search;
    DROP TABLE items_before_search;
    CREATE INDEX items_by_module_date ON items (site, module_path, date);
    CREATE INDEX items_by_module_year ON items (site, module_path, year);
    CREATE INDEX items_by_kind_date ON items (site, kind, date);
    CREATE UNIQUE INDEX items_by_slug ON items (site, module_path, slug);
    CREATE INDEX item_tags_by_tag ON item_tags (site, tag);
    CREATE VIRTUAL TABLE items_search USING fts5(
      search_grams, content='items', content_rowid='rowid', detail=none, columnsize=0, tokenize='ascii'
    );
    INSERT INTO items_search (items_search) VALUES ('rebuild');
    CREATE TRIGGER items_search_insert AFTER INSERT ON items BEGIN
      INSERT INTO items_search (rowid, search_grams) VALUES (new.rowid, new.search_grams);
    END;
    CREATE TRIGGER items_search_delete AFTER DELETE ON items BEGIN
      INSERT INTO items_search (items_search, rowid, search_grams) VALUES ('delete', old.rowid, old.search_grams);
    END;
    CREATE TRIGGER items_search_update AFTER UPDATE OF search_grams ON items BEGIN
      INSERT INTO items_search (items_search, rowid, search_grams) VALUES ('delete', old.rowid, old.search_grams);
      INSERT INTO items_search (rowid, search_grams) VALUES (new.rowid, new.search_grams);
    END;
    ALTER TABLE documents ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
    `,
    postgres: `
    ALTER TABLE items ADD COLUMN search_title text COLLATE "C" NOT NULL DEFAULT '';
    ALTER TABLE items ADD COLUMN search_tags text COLLATE "C" NOT NULL DEFAULT '';
    ALTER TABLE items ADD COLUMN search_description text COLLATE "C" NOT NULL DEFAULT '';
    ALTER TABLE items ADD COLUMN search_grams tsvector NOT NULL DEFAULT ''::tsvector;
    CREATE INDEX items_search ON items USING gin (search_grams);
    -- No statistics for the grams: with them the planner reads a common gram (的) as "most rows"
    -- and scans the table, decompressing every row's grams (108 ms at 10,000 rows, against 4 ms
    -- through the index, docs/decisions.md); without, it always takes the index.
    ALTER TABLE items ALTER COLUMN search_grams SET STATISTICS 0;
    ALTER TABLE documents ADD COLUMN search_text text COLLATE "C" NOT NULL DEFAULT '';
    `,
  },
  {
    // A list's default orders, each in an index that also holds the item's code, so a page of a
    // long list is found by walking the index alone, its last page as its first, and only the
    // rows shown are read whole (KyselyContentStore.listItems). The date index takes the place
    // of the one on (site, module_path, date): same leading columns, so a year's or a day's
    // items are still found through it. PostgreSQL is told the null order the lists ask for
    // (newest first with undated items last; positions as SQLite sorts them), which SQLite's
    // own order already is.
    sqlite: `
    DROP INDEX items_by_module_date;
    CREATE INDEX items_by_module_date ON items (site, module_path, date DESC, position, id);
    CREATE INDEX items_by_module_position ON items (site, module_path, position, id);
    `,
    postgres: `
    DROP INDEX items_by_module_date;
    CREATE INDEX items_by_module_date ON items (site, module_path, date DESC NULLS LAST, position, id);
    CREATE INDEX items_by_module_position ON items (site, module_path, position NULLS FIRST, id);
    `,
  },
  {
    // Search through positional tokens (docs/search.md, decision 80): each field's token text as
    // pairs of Han characters and words in their places, so every term, of any length, is proved
    // by the index, and the title, the tags and the description each answer for themselves in
    // ranking. SQLite: an FTS5 table of its own that keeps no text (contentless, rows deleted by
    // rowid), fed by triggers through search_tokens(), which every connection of the server
    // registers (sqlite-database.ts); `prefix='1'` finds a single character as the first of any
    // pair. It replaces the bag of grams, which proved three characters or more only with a
    // check of each row's text, and which SQLite no longer keeps (PostgreSQL's grows to runs of
    // up to four characters: SEARCH_INDEX_VERSION 2 rebuilds it at the next start). Both engines: an index of a site's items newest first, across
    // its modules, in which each tier of a search's ranking is walked until the page is full
    // (KyselyContentStore.listAcrossKinds), never reading the rows.
    sqlite: `
    DROP TRIGGER items_search_insert;
    DROP TRIGGER items_search_delete;
    DROP TRIGGER items_search_update;
    DROP TABLE items_search;
    CREATE VIRTUAL TABLE items_fts USING fts5(
      title, tags, description, text,
      content='', contentless_delete=1, detail=full, prefix='1', tokenize='ascii'
    );
    INSERT INTO items_fts (rowid, title, tags, description, text)
      SELECT rowid, search_tokens(search_title), search_tokens(search_tags),
        search_tokens(search_description), search_tokens(search_text)
      FROM items;
    INSERT INTO items_fts (items_fts) VALUES ('optimize');
    UPDATE items SET search_grams = '';
    CREATE TRIGGER items_fts_insert AFTER INSERT ON items BEGIN
      DELETE FROM items_fts WHERE rowid = new.rowid;
      INSERT INTO items_fts (rowid, title, tags, description, text) VALUES (new.rowid,
        search_tokens(new.search_title), search_tokens(new.search_tags),
        search_tokens(new.search_description), search_tokens(new.search_text));
    END;
    CREATE TRIGGER items_fts_delete AFTER DELETE ON items BEGIN
      DELETE FROM items_fts WHERE rowid = old.rowid;
    END;
    CREATE TRIGGER items_fts_update
    AFTER UPDATE OF search_title, search_tags, search_description, search_text ON items BEGIN
      DELETE FROM items_fts WHERE rowid = old.rowid;
      INSERT INTO items_fts (rowid, title, tags, description, text) VALUES (new.rowid,
        search_tokens(new.search_title), search_tokens(new.search_tags),
        search_tokens(new.search_description), search_tokens(new.search_text));
    END;
    CREATE INDEX items_by_date ON items (site, date DESC, module_path, position, id, year);
    `,
    postgres: `
    CREATE INDEX items_by_date ON items (site, date DESC NULLS LAST, module_path, position, id, year);
    `,
  },
  {
    // 網站統計: views per Taipei day, per module and item ('' for a site visit, the hit counter's),
    // added by the visit counter's flush in the same transaction as the totals. No address, no
    // cookie: only the day, the page and a number.
    sqlite: `
    CREATE TABLE view_days (
      site TEXT NOT NULL REFERENCES sites(code),
      day TEXT NOT NULL,
      module_path TEXT NOT NULL,
      item_id TEXT NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (site, day, module_path, item_id)
    );
    `,
    postgres: `
    CREATE TABLE view_days (
      site text COLLATE "C" NOT NULL REFERENCES sites(code),
      day text COLLATE "C" NOT NULL,
      module_path text COLLATE "C" NOT NULL,
      item_id text COLLATE "C" NOT NULL,
      count bigint NOT NULL,
      PRIMARY KEY (site, day, module_path, item_id)
    );
    ALTER TABLE view_days ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON view_days USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    `,
  },
  {
    // 頁面回饋 (「這個頁面對您有幫助嗎？」): one row per answer, its page (an item, or '' for a
    // single page itself), 是 or 否, an optional comment and its time. Nothing of who answered:
    // no address, no browser; the per-address limit is kept in memory only (page-feedback).
    sqlite: `
    CREATE TABLE page_feedback (
      site TEXT NOT NULL REFERENCES sites (code),
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      module_path TEXT NOT NULL,
      item_id TEXT NOT NULL,
      helpful INTEGER NOT NULL,
      comment TEXT,
      at INTEGER NOT NULL
    );
    CREATE INDEX page_feedback_by_page ON page_feedback (site, module_path, item_id, at);
    CREATE INDEX page_feedback_by_at ON page_feedback (site, at);
    `,
    postgres: `
    CREATE TABLE page_feedback (
      site text COLLATE "C" NOT NULL REFERENCES sites (code),
      id bigint GENERATED BY DEFAULT AS IDENTITY,
      module_path text COLLATE "C" NOT NULL,
      item_id text COLLATE "C" NOT NULL,
      helpful boolean NOT NULL,
      comment text COLLATE "C",
      at timestamptz NOT NULL,
      PRIMARY KEY (site, id)
    );
    CREATE INDEX page_feedback_by_page ON page_feedback (site, module_path, item_id, at);
    CREATE INDEX page_feedback_by_at ON page_feedback (site, at);
    ALTER TABLE page_feedback ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
    CREATE POLICY one_site ON page_feedback USING (site_in_scope(site)) WITH CHECK (site_in_scope(site));
    `,
  },
];
