/**
 * The schema on PostgreSQL at migration 5, in its own types (issue 25): `jsonb` for JSON,
 * `timestamptz` for times, `boolean` for flags, identity columns for generated keys. SQLite reached
 * the same shape through five migrations; a PostgreSQL database starts here, and from migration 6
 * on both engines take each step from the one list (`storage/migrations.ts`). The contract suite
 * checks that both engines end with the same tables and columns.
 *
 * `login_attempts` and `password_history` have no key on SQLite (its `rowid` serves); here they get
 * an identity `id`, which the stores never name.
 */
export const POSTGRES_BASELINE = `
CREATE TABLE meta (key text PRIMARY KEY, value text NOT NULL);
CREATE TABLE site_documents (name text PRIMARY KEY, json jsonb NOT NULL);
CREATE TABLE landings (path text PRIMARY KEY, json jsonb NOT NULL);
CREATE TABLE modules (path text PRIMARY KEY, kind text NOT NULL, info_json jsonb NOT NULL, setting_json jsonb NOT NULL);

CREATE TABLE items (
  module_path text NOT NULL REFERENCES modules(path),
  id text NOT NULL,
  kind text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  date text,
  year integer,
  search_text text NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  json jsonb NOT NULL,
  PRIMARY KEY (module_path, id)
);
CREATE INDEX items_by_module_date ON items (module_path, date);
CREATE INDEX items_by_module_year ON items (module_path, year);
CREATE INDEX items_by_kind_date ON items (kind, date);

CREATE TABLE item_tags (
  module_path text NOT NULL,
  item_id text NOT NULL,
  tag text NOT NULL,
  PRIMARY KEY (module_path, item_id, tag),
  FOREIGN KEY (module_path, item_id) REFERENCES items (module_path, id)
);
CREATE INDEX item_tags_by_tag ON item_tags (tag);

CREATE TABLE counters (name text PRIMARY KEY, value bigint NOT NULL);

CREATE TABLE users (
  account text PRIMARY KEY,
  password_hash text NOT NULL,
  display_name text NOT NULL,
  rights_json jsonb NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  last_login_at timestamptz,
  disabled_at timestamptz,
  disabled_reason text,
  totp_secret text,
  totp_pending_secret text,
  totp_last_step bigint,
  email text
);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL,
  account text NOT NULL REFERENCES users(account),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  refresh_until timestamptz NOT NULL,
  superseded_at timestamptz,
  revoked_at timestamptz,
  session_started_at timestamptz,
  ip text,
  user_agent text,
  last_used_at timestamptz
);
CREATE INDEX access_tokens_by_session ON access_tokens (session_id);
CREATE INDEX access_tokens_by_refresh_until ON access_tokens (refresh_until);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempts_by_account_ip ON login_attempts (account, ip, attempted_at);
CREATE INDEX login_attempts_by_ip ON login_attempts (ip, attempted_at);
CREATE INDEX login_attempts_by_account ON login_attempts (account, attempted_at);

CREATE TABLE mailbox_messages (
  serial_no text PRIMARY KEY,
  module_path text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  subject text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL,
  idempotency_key text,
  status text NOT NULL DEFAULT 'new',
  assignee text,
  reply_by timestamptz,
  updated_at timestamptz
);
CREATE INDEX mailbox_messages_by_created_at ON mailbox_messages (created_at);
CREATE UNIQUE INDEX mailbox_messages_by_idempotency_key ON mailbox_messages (idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX mailbox_messages_by_status ON mailbox_messages (status, created_at);

CREATE TABLE documents (
  doc_id text PRIMARY KEY,
  type text NOT NULL,
  rights_path text NOT NULL,
  revision integer NOT NULL,
  draft_json jsonb NOT NULL,
  published_revision integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL,
  published_at timestamptz,
  publish_at timestamptz,
  publish_revision integer,
  unpublish_at timestamptz,
  deleted_at timestamptz,
  deleted_by text,
  review_state text,
  review_revision integer,
  review_by text,
  review_at timestamptz,
  review_note text,
  reviewed_by text,
  reviewed_at timestamptz
);
CREATE INDEX documents_by_type_path ON documents (type, rights_path);
CREATE INDEX documents_by_publish_at ON documents (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX documents_by_unpublish_at ON documents (unpublish_at) WHERE unpublish_at IS NOT NULL;
CREATE INDEX documents_by_review_state ON documents (review_state) WHERE review_state IS NOT NULL;

CREATE TABLE revisions (
  doc_id text NOT NULL,
  revision integer NOT NULL,
  action text NOT NULL,
  json jsonb NOT NULL,
  account text NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (doc_id, revision)
);

CREATE TABLE save_keys (
  doc_id text NOT NULL,
  idempotency_key text NOT NULL,
  revision integer NOT NULL,
  at timestamptz NOT NULL,
  PRIMARY KEY (doc_id, idempotency_key)
);

CREATE TABLE edit_locks (
  doc_id text PRIMARY KEY,
  account text NOT NULL,
  display_name text NOT NULL,
  started_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  account text NOT NULL,
  action text NOT NULL,
  doc_id text,
  revision integer,
  detail text
);
CREATE INDEX audit_log_by_doc ON audit_log (doc_id, id);
CREATE INDEX audit_log_by_at ON audit_log (at);
CREATE INDEX audit_log_by_account ON audit_log (account, at);
CREATE INDEX audit_log_by_action ON audit_log (action, at);

CREATE TABLE user_rights (
  account text NOT NULL REFERENCES users(account),
  path text NOT NULL,
  r boolean NOT NULL,
  w boolean NOT NULL,
  d boolean NOT NULL,
  p boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account, path)
);

CREATE TABLE password_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL REFERENCES users(account) ON DELETE CASCADE,
  password_hash text NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX password_history_by_account ON password_history (account, changed_at);

CREATE TABLE recovery_codes (
  account text NOT NULL REFERENCES users(account) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (account, code_hash)
);

CREATE TABLE mailbox_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  serial_no text NOT NULL,
  account text NOT NULL,
  body text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX mailbox_notes_by_letter ON mailbox_notes (serial_no, id);

CREATE TABLE mailbox_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  serial_no text NOT NULL,
  account text NOT NULL,
  body text NOT NULL,
  at timestamptz NOT NULL,
  outbox_id bigint
);
CREATE INDEX mailbox_replies_by_letter ON mailbox_replies (serial_no, id);

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipients jsonb NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  purpose text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_by_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
`;
