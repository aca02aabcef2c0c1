/**
 * Ordered schema migrations; `PRAGMA user_version` records how many have run, so a database file
 * written by an older server is brought forward at start and never rebuilt.
 */
export const SCHEMA_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  -- Site-wide documents (header, menu, footer, …) are read whole, so one JSON value each.
  CREATE TABLE site_documents (
    name TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );

  CREATE TABLE landings (
    path TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );

  CREATE TABLE modules (
    path TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    info_json TEXT NOT NULL,
    setting_json TEXT NOT NULL
  );

  -- One row per list item (and one per cms-single page). The item itself stays JSON; the columns
  -- beside it are the ones lists filter and sort on.
  CREATE TABLE items (
    module_path TEXT NOT NULL REFERENCES modules(path),
    id TEXT NOT NULL,
    kind TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    date TEXT,
    year INTEGER,
    search_text TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0,
    json TEXT NOT NULL,
    PRIMARY KEY (module_path, id)
  );
  CREATE INDEX items_by_module_date ON items (module_path, date);
  CREATE INDEX items_by_module_year ON items (module_path, year);
  CREATE INDEX items_by_kind_date ON items (kind, date);

  CREATE TABLE item_tags (
    module_path TEXT NOT NULL,
    item_id TEXT NOT NULL,
    tag TEXT NOT NULL,
    PRIMARY KEY (module_path, item_id, tag),
    FOREIGN KEY (module_path, item_id) REFERENCES items (module_path, id)
  );
  CREATE INDEX item_tags_by_tag ON item_tags (tag);

  CREATE TABLE counters (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  );

  CREATE TABLE users (
    account TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    display_name TEXT NOT NULL,
    rights_json TEXT NOT NULL
  );

  -- Only the sha256 of a token is kept, so a copy of the database does not hand out sessions.
  CREATE TABLE access_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    account TEXT NOT NULL REFERENCES users(account),
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    refresh_until INTEGER NOT NULL,
    superseded_at INTEGER,
    revoked_at INTEGER
  );
  CREATE INDEX access_tokens_by_session ON access_tokens (session_id);
  CREATE INDEX access_tokens_by_refresh_until ON access_tokens (refresh_until);

  CREATE TABLE login_failures (
    account TEXT NOT NULL,
    failed_at INTEGER NOT NULL
  );
  CREATE INDEX login_failures_by_account ON login_failures (account, failed_at);

  CREATE TABLE mailbox_messages (
    serial_no TEXT PRIMARY KEY,
    module_path TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    subject TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX mailbox_messages_by_created_at ON mailbox_messages (created_at);
  `,
  `
  -- Attempts, not only failures, and per IP too: an attempt is recorded before its
  -- password is checked, and the owner's own address is judged apart from an attacker's.
  DROP TABLE login_failures;
  CREATE TABLE login_attempts (
    account TEXT NOT NULL,
    ip TEXT NOT NULL,
    attempted_at INTEGER NOT NULL
  );
  CREATE INDEX login_attempts_by_account_ip ON login_attempts (account, ip, attempted_at);
  CREATE INDEX login_attempts_by_ip ON login_attempts (ip, attempted_at);
  CREATE INDEX login_attempts_by_account ON login_attempts (account, attempted_at);

  -- A session ends at a fixed time after login, however often its token was reflashed.
  ALTER TABLE access_tokens ADD COLUMN session_started_at INTEGER;

  -- A resend of a letter whose answer was lost carries the same key and is stored once.
  ALTER TABLE mailbox_messages ADD COLUMN idempotency_key TEXT;
  CREATE UNIQUE INDEX mailbox_messages_by_idempotency_key ON mailbox_messages (idempotency_key)
    WHERE idempotency_key IS NOT NULL;
  `,
  `
  -- Authoring. The public tables above stay the published copy the API reads; a
  -- document holds the draft beside it, and publishing writes the draft into them.
  CREATE TABLE documents (
    doc_id TEXT PRIMARY KEY,
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
    deleted_by TEXT
  );
  CREATE INDEX documents_by_type_path ON documents (type, rights_path);
  CREATE INDEX documents_by_publish_at ON documents (publish_at) WHERE publish_at IS NOT NULL;
  CREATE INDEX documents_by_unpublish_at ON documents (unpublish_at) WHERE unpublish_at IS NOT NULL;

  -- Gap-free per document: a revision is written in the transaction that raises documents.revision.
  CREATE TABLE revisions (
    doc_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    action TEXT NOT NULL,
    json TEXT NOT NULL,
    account TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (doc_id, revision)
  );

  CREATE TABLE save_keys (
    doc_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    revision INTEGER NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (doc_id, idempotency_key)
  );

  CREATE TABLE edit_locks (
    doc_id TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    display_name TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    heartbeat_at INTEGER NOT NULL
  );

  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    account TEXT NOT NULL,
    action TEXT NOT NULL,
    doc_id TEXT,
    revision INTEGER,
    detail TEXT
  );
  CREATE INDEX audit_log_by_doc ON audit_log (doc_id, id);

  -- Rights per path; '*' is an account's rights wherever no row names the path.
  CREATE TABLE user_rights (
    account TEXT NOT NULL REFERENCES users(account),
    path TEXT NOT NULL,
    r INTEGER NOT NULL,
    w INTEGER NOT NULL,
    d INTEGER NOT NULL,
    PRIMARY KEY (account, path)
  );
  INSERT INTO user_rights (account, path, r, w, d)
    SELECT account, '*', json_extract(rights_json, '$.r') = 1, json_extract(rights_json, '$.w') = 1,
      json_extract(rights_json, '$.d') = 1 FROM users;
  `,
  `
  -- Accounts and sign-in security (資通系統防護基準 附表十). An administrator manages
  -- accounts, site settings and the audit log, apart from the content rights r/w/d per path.
  ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN created_at INTEGER;
  -- Set at creation and after a reset: the next login must choose a new password first.
  ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN password_changed_at INTEGER;
  ALTER TABLE users ADD COLUMN last_login_at INTEGER;
  ALTER TABLE users ADD COLUMN disabled_at INTEGER;
  ALTER TABLE users ADD COLUMN disabled_reason TEXT;
  -- TOTP (RFC 6238): the secret in use, and one being enrolled until its first code confirms it.
  ALTER TABLE users ADD COLUMN totp_secret TEXT;
  ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
  -- The last accepted TOTP time step: a code is accepted once, never replayed inside its window.
  ALTER TABLE users ADD COLUMN totp_last_step INTEGER;

  -- The hashes of an account's earlier passwords, newest first, for "none of the last 3".
  CREATE TABLE password_history (
    account TEXT NOT NULL REFERENCES users(account) ON DELETE CASCADE,
    password_hash TEXT NOT NULL,
    changed_at INTEGER NOT NULL
  );
  CREATE INDEX password_history_by_account ON password_history (account, changed_at);

  -- One-time recovery codes, stored as hashes like passwords; used_at marks one spent.
  CREATE TABLE recovery_codes (
    account TEXT NOT NULL REFERENCES users(account) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at INTEGER,
    PRIMARY KEY (account, code_hash)
  );

  -- What "my sessions" shows: where a session began and when it was last used.
  ALTER TABLE access_tokens ADD COLUMN ip TEXT;
  ALTER TABLE access_tokens ADD COLUMN user_agent TEXT;
  ALTER TABLE access_tokens ADD COLUMN last_used_at INTEGER;

  -- The audit screen filters by account, action and time.
  CREATE INDEX audit_log_by_at ON audit_log (at);
  CREATE INDEX audit_log_by_account ON audit_log (account, at);
  CREATE INDEX audit_log_by_action ON audit_log (action, at);

  UPDATE users SET created_at = (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'seeded_at'),
    password_changed_at = (SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'seeded_at');
  `,
  `
  -- Staff work. A fourth right, p (publish), beside r/w/d: while the site requires
  -- review, an account with w but not p submits (送審) and a reviewer with p approves (核准).
  -- Every account that could publish before keeps publishing.
  ALTER TABLE user_rights ADD COLUMN p INTEGER NOT NULL DEFAULT 0;
  UPDATE user_rights SET p = w;

  -- Where mail for an account goes (assignments, reviews); optional.
  ALTER TABLE users ADD COLUMN email TEXT;

  -- The review state of a document's draft: 'submitted' (at review_revision, by review_by) or
  -- 'returned' (with the reviewer's note); NULL when nothing waits.
  ALTER TABLE documents ADD COLUMN review_state TEXT;
  ALTER TABLE documents ADD COLUMN review_revision INTEGER;
  ALTER TABLE documents ADD COLUMN review_by TEXT;
  ALTER TABLE documents ADD COLUMN review_at INTEGER;
  ALTER TABLE documents ADD COLUMN review_note TEXT;
  ALTER TABLE documents ADD COLUMN reviewed_by TEXT;
  ALTER TABLE documents ADD COLUMN reviewed_at INTEGER;
  CREATE INDEX documents_by_review_state ON documents (review_state) WHERE review_state IS NOT NULL;

  -- The mailbox inbox: a letter's status, the colleague it is assigned to, and its reply-by time.
  ALTER TABLE mailbox_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
  ALTER TABLE mailbox_messages ADD COLUMN assignee TEXT;
  ALTER TABLE mailbox_messages ADD COLUMN reply_by INTEGER;
  ALTER TABLE mailbox_messages ADD COLUMN updated_at INTEGER;
  UPDATE mailbox_messages SET reply_by = created_at + 7 * 86400000, updated_at = created_at;
  CREATE INDEX mailbox_messages_by_status ON mailbox_messages (status, created_at);

  -- Internal notes: staff only, never shown or sent to the citizen.
  CREATE TABLE mailbox_notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    serial_no TEXT NOT NULL,
    account TEXT NOT NULL,
    body TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX mailbox_notes_by_letter ON mailbox_notes (serial_no, id);

  -- Replies as sent to the citizen; outbox_id follows the mail's delivery.
  CREATE TABLE mailbox_replies (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    serial_no TEXT NOT NULL,
    account TEXT NOT NULL,
    body TEXT NOT NULL,
    at INTEGER NOT NULL,
    outbox_id INTEGER
  );
  CREATE INDEX mailbox_replies_by_letter ON mailbox_replies (serial_no, id);

  -- Mail is queued in the transaction that decides to send it and delivered after the commit, with
  -- retries: a letter's acknowledgement is not lost to an SMTP server that was down for a minute.
  CREATE TABLE mail_outbox (
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
  CREATE INDEX mail_outbox_by_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  `,
];
