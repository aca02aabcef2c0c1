import type { Generated } from 'kysely';

/**
 * The schema as the query builder sees it, one interface per table, in the shape the
 * migrations leave it today: times are epoch milliseconds, JSON is text, booleans are 0/1 integers.
 * Kysely types every query from this: a misspelt column, a wrong type or a missing NOT NULL column
 * on insert fails the compile, not a request.
 *
 * Every table but the platform's own (`PLATFORM_TABLES`: people, their sign-in records and the
 * sites) belongs to one site, and its rows carry it in a `site` column that is not declared here:
 * the site a store works for is set by the unit it runs in (`kysely/site-scope.ts`), so a store
 * cannot name, forget or cross it.
 */
export interface Tables {
  /** The sites one server serves, each chosen by its host; `default` is the one a database began as. */
  sites: {
    code: string;
    name: string;
    /** Scheme, host and port every link of the site is built on; null: the server's PUBLIC_ORIGIN. */
    origin: string | null;
    /** Further hosts, each answered with a 301 to the origin: a JSON array of host names. */
    aliases_json: string;
    /** `active` or `disabled`. */
    status: string;
    /**
     * When `sites remove --purge` took the site off (migration 11): its hosts answer as unknown and
     * its rows wait 30 days for `sites restore`; null while the site is in service.
     */
    removed_at: number | null;
  };
  meta: { key: string; value: string };
  site_documents: { name: string; json: string };
  landings: { path: string; json: string };
  modules: { path: string; kind: string; info_json: string; setting_json: string };
  items: {
    module_path: string;
    id: string;
    kind: string;
    position: number;
    title: string;
    date: string | null;
    year: number | null;
    search_text: string;
    search_title: Generated<string>;
    search_tags: Generated<string>;
    search_description: Generated<string>;
    /** PostgreSQL's bag of grams, a `tsvector` (dialect `withSearchGrams`); empty on SQLite, whose `items_fts` reads the token text. */
    search_grams: Generated<string>;
    views: Generated<number>;
    json: string;
    /** 網址代稱, unique within the module; null when the item has none. */
    slug: string | null;
  };
  /** An item's earlier 網址代稱, each still leading to it (301 to its address of now). */
  item_old_addresses: { module_path: string; slug: string; item_id: string };
  item_tags: { module_path: string; item_id: string; tag: string };
  counters: { name: string; value: number };
  /** Views per Taipei day (`YYYY-MM-DD`), module and item; '' and '' count the site's visits. */
  view_days: { day: string; module_path: string; item_id: string; count: number };
  users: {
    account: string;
    password_hash: string;
    display_name: string;
    rights_json: string;
    /** 平台管理者: manages the sites and may act in any of them. */
    is_platform_admin: Generated<number>;
    created_at: number | null;
    must_change_password: Generated<number>;
    password_changed_at: number | null;
    last_login_at: number | null;
    disabled_at: number | null;
    disabled_reason: string | null;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
    email: string | null;
  };
  /** Who belongs to a site, and whether as its 網站管理者. */
  site_members: { account: string; is_admin: Generated<number>; joined: Generated<number> };
  access_tokens: {
    token_hash: string;
    session_id: string;
    account: string;
    issued_at: number;
    expires_at: number;
    refresh_until: number;
    superseded_at: number | null;
    revoked_at: number | null;
    session_started_at: number | null;
    ip: string | null;
    user_agent: string | null;
    last_used_at: number | null;
  };
  login_attempts: { account: string; ip: string; attempted_at: number };
  mailbox_messages: {
    serial_no: string;
    module_path: string;
    name: string;
    email: string;
    phone: string | null;
    subject: string;
    content: string;
    created_at: number;
    idempotency_key: string | null;
    status: Generated<string>;
    assignee: string | null;
    reply_by: number | null;
    updated_at: number | null;
  };
  documents: {
    doc_id: string;
    type: string;
    rights_path: string;
    revision: number;
    draft_json: string;
    published_revision: number | null;
    created_at: number;
    updated_at: number;
    updated_by: string;
    published_at: number | null;
    publish_at: number | null;
    publish_revision: number | null;
    unpublish_at: number | null;
    deleted_at: number | null;
    deleted_by: string | null;
    review_state: string | null;
    review_revision: number | null;
    review_by: string | null;
    review_at: number | null;
    review_note: string | null;
    reviewed_by: string | null;
    reviewed_at: number | null;
    /** On a resubmission, the revision returned before it (migration 6). */
    review_returned_revision: number | null;
    /** The draft's title and description as search reads them: the staff's search looks here. */
    search_text: Generated<string>;
  };
  revisions: { doc_id: string; revision: number; action: string; json: string; account: string; at: number };
  save_keys: { doc_id: string; idempotency_key: string; revision: number; at: number };
  edit_locks: {
    doc_id: string;
    account: string;
    display_name: string;
    started_at: number;
    heartbeat_at: number;
  };
  audit_log: {
    id: Generated<number>;
    at: number;
    account: string;
    action: string;
    doc_id: string | null;
    revision: number | null;
    detail: string | null;
  };
  user_rights: { account: string; path: string; r: number; w: number; d: number; p: Generated<number> };
  password_history: { account: string; password_hash: string; changed_at: number };
  recovery_codes: { account: string; code_hash: string; used_at: number | null };
  mailbox_notes: { id: Generated<number>; serial_no: string; account: string; body: string; at: number };
  /** 頁面回饋: an answer to 「這個頁面對您有幫助嗎？」; `item_id` '' is a single page itself. */
  page_feedback: {
    id: Generated<number>;
    module_path: string;
    item_id: string;
    /** 是 1, 否 0 (a boolean on PostgreSQL). */
    helpful: number;
    comment: string | null;
    at: number;
  };
  mailbox_replies: {
    id: Generated<number>;
    serial_no: string;
    account: string;
    body: string;
    at: number;
    outbox_id: number | null;
  };
  mail_outbox: {
    id: Generated<number>;
    recipients: string;
    subject: string;
    text: string;
    html: string;
    purpose: string;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    sent_at: number | null;
    failed_at: number | null;
    last_error: string | null;
  };
}
