/**
 * Accounts, sign-in security and the audit log: the shapes both sides speak, all **ext**
 * of the spec (docs/api.md, "Accounts"). Shared: imports nothing from Node, the server or the client.
 */
const enc = encodeURIComponent;

/** Paths of the accounts API. Only the editor's and the login's lazy chunks use this file. */
export const ACCOUNT_PATHS = {
  /** The caller's own account: GET → `MyAccount`. */
  me: '/backend/me',
  /** POST `PasswordChange` → 204; the caller's other sessions end. */
  myPassword: '/backend/me/password',
  /**
   * POST → `TwoFactorEnrolment` (a new secret, pending until confirmed). Replacing a working second
   * step takes `TwoFactorOwnerProof` as its body; a first enrolment takes none.
   */
  myTwoFactorSetup: '/backend/me/two-factor/setup',
  /** POST `{ code }` → `{ recoveryCodes }`: the pending secret replaces any earlier one. */
  myTwoFactorConfirm: '/backend/me/two-factor/confirm',
  /** PUT `MyEmail` → `MyAccount` (**ext**): the account's own address, or null to clear it. */
  myEmail: '/backend/me/email',
  /** PUT `MyName` → `MyAccount` (**ext**): the name the site shows for the account (locks, notes, mail). */
  myName: '/backend/me/name',
  /** GET → `SessionSummary[]`. */
  mySessions: '/backend/me/sessions',
  /** DELETE → 204. */
  mySession: (sessionId: string) => `/backend/me/sessions/${enc(sessionId)}`,

  /** Administrators only. GET → `AccountSummary[]`; POST `NewAccount` → `CreatedAccount`. */
  accounts: '/backend/accounts',
  /** PUT `AccountUpdate` → `AccountSummary`; DELETE → 204 (409 for the last administrator). */
  account: (account: string) => `/backend/accounts/${enc(account)}`,
  /**
   * POST `JoinAccount` → 201 `AccountSummary` (**ext**): a person of another site of the server
   * joins this one, keeping their password and second step; 409 when they already belong here.
   */
  accountJoin: (account: string) => `/backend/accounts/${enc(account)}/join`,
  /** PUT `{ rights: PathRights[] }` → `AccountSummary`: the whole list replaces the old one. */
  accountRights: (account: string) => `/backend/accounts/${enc(account)}/rights`,
  /**
   * POST → `AccountSummary`, or `{ account, initialPassword }` for `reset-password`. Reset ends the
   * account's sessions; `reset-two-factor` removes its second step, to be set up again at login.
   */
  accountAction: (account: string, action: AccountAction) => `/backend/accounts/${enc(account)}/${action}`,

  /** Administrators only. GET `AuditQuery` → `AuditPage`; `audit.csv` answers the same rows as CSV. */
  audit: '/backend/audit',
  auditCsv: '/backend/audit.csv',
  /** The module paths rights can name, with their menu titles: GET → `RightsPath[]`. */
  rightsPaths: '/backend/rights-paths',
} as const;

export type AccountAction =
  'disable' | 'enable' | 'unlock' | 'reset-password' | 'end-sessions' | 'reset-two-factor';

export type AccountStatus = 'active' | 'disabled' | 'locked';

/** Rights on one module path, or on `*` (everywhere no row names the path). */
export interface PathRights {
  path: string;
  r: boolean;
  w: boolean;
  d: boolean;
  /**
   * **ext**: publish. Counts only while the site requires review: then w without p
   * submits (送審) and p approves (核准). A body that leaves it out gets p = w, what w meant before.
   */
  p: boolean;
}

export interface AccountSummary {
  account: string;
  displayName: string;
  admin: boolean;
  /** **ext**: where mail for the account goes (assignments, reviews), or null. */
  email: string | null;
  rights: PathRights[];
  /** ISO time, or null when the account never logged in. */
  lastLoginAt: string | null;
  createdAt: string | null;
  status: AccountStatus;
  /** Why a disabled account is disabled: 'admin', 'idle' (unused for ACCOUNT_IDLE_DISABLE_DAYS). */
  disabledReason: string | null;
  twoFactor: boolean;
  /** The next login must choose a new password (a new account, a reset, an expired password). */
  passwordChangeRequired: boolean;
}

export interface NewAccount {
  account: string;
  displayName: string;
  admin: boolean;
  rights: PathRights[];
  /** **ext**: absent, null or empty leaves the account without an address. */
  email?: string | null;
}

/** A person of another site joining this one: their role and rights here. */
export interface JoinAccount {
  admin: boolean;
  rights: PathRights[];
}

/**
 * The API's `code` of a 409 to 新增帳號 whose name is a person of another site of the server: the
 * screen then offers to let them join instead.
 */
export const PERSON_OF_ANOTHER_SITE = 'person_of_another_site';

export interface AccountUpdate {
  displayName?: string;
  admin?: boolean;
  /** **ext**: a new address; null (or empty) clears it. */
  email?: string | null;
}

/** **ext**: the body of `PUT /backend/me/email`; null (or empty) clears the address. */
export interface MyEmail {
  email: string | null;
}

export interface MyName {
  displayName: string;
}

/** The one-time initial password is shown once, here, and never stored in clear. */
export interface CreatedAccount {
  account: AccountSummary;
  initialPassword: string;
}

export interface MyAccount {
  account: string;
  displayName: string;
  admin: boolean;
  /** **ext**: a 平台管理者, who manages the server's sites (網站列表) and every site. */
  platformAdmin: boolean;
  /** **ext**: the account's own address for mail from the site, or null. */
  email: string | null;
  /** Whether any path grants the account a right (r, w or d): the header then shows 編輯者工具. */
  anyRights: boolean;
  twoFactor: { enabled: boolean; required: boolean; recoveryCodesLeft: number };
  passwordChangeRequired: boolean;
  /** True while the login still owes a second step set up (`REQUIRE_2FA`). */
  twoFactorSetupRequired: boolean;
  passwordChangedAt: string | null;
  /** ISO time when the password must be changed (PASSWORD_MAX_AGE_DAYS), or null. */
  passwordExpiresAt: string | null;
  /** The agency's idle logout (IDLE_LOGOUT_MINUTES), in seconds. */
  idleLogoutSeconds: number;
  /** The password rules the server enforces, for the form to explain them. */
  passwordRules: { minLength: number; maxLength: number };
}

export interface PasswordChange {
  current: string;
  next: string;
}

export interface TwoFactorEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** `otpauth://totp/…` */
  uri: string;
  /** The QR code of `uri`, as an SVG document. */
  qrSvg: string;
}

export interface SessionSummary {
  id: string;
  current: boolean;
  /** A short description of the browser from its User-Agent, e.g. "Chrome · Linux". */
  device: string;
  ip: string;
  startedAt: string;
  lastUsedAt: string;
}

export interface AuditQuery {
  account?: string;
  action?: string;
  docId?: string;
  /** ISO date (YYYY-MM-DD, Taipei) or time. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

export interface AuditRow {
  id: number;
  at: string;
  account: string;
  action: string;
  docId: string | null;
  revision: number | null;
  detail: string | null;
  /** **ext** The document named as staff call it (`documentLabel`: its title, 頁首…); null without one. */
  document?: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  total: number;
}

export interface RightsPath {
  path: string;
  title: string;
}

/**
 * Extensions of the token answer (`POST /backend/oauth/token`). Absent for an account with nothing
 * owed, so the spec's answer is unchanged for it.
 */
export interface TokenAnswerExtensions {
  /** The client opens 變更密碼 before anything else; every other backend call answers 403. */
  password_change_required?: boolean;
  /** The client opens two-step setup before anything else (`REQUIRE_2FA`). */
  two_factor_setup_required?: boolean;
}

/**
 * The token call's answer when the password was right but the account has two-step login and no
 * `otp` field was sent: 401 with this `code`. A wrong code answers 401 with `otp_invalid`.
 */
export const OTP_REQUIRED_CODE = 'otp_required';
export const OTP_INVALID_CODE = 'otp_invalid';
/** 403 `code` of any other backend call while a password change or two-step setup is owed. */
export const SETUP_OWED_CODE = 'setup_owed';

/**
 * **ext** What re-enrolling a working second step asks of its owner: the password, and a current
 * code from the app or one unused recovery code (the server spends it).
 */
export interface TwoFactorOwnerProof {
  password: string;
  code: string;
}
