import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { CaptchaVerifier } from './auth/captcha.verifier';
import type { LoginThrottlePolicy } from './auth/login-throttle';
import type { ClientLimits } from './http/client-limits';
import type { Mailer, MailQueue } from './ports/mailer.port';
import type { PageCacheLimits } from './client/page-cache';
import type { Clock } from './platform/clock';
import type { SiteStarter } from './seed/site-seed';
import type { RenderFunction } from '../shared/server-render';
import { parsePublicHosts } from './http/public-origin';
import { parseSecretKey } from './platform/secret-box';
import { DATABASE_URL_NEEDS_KEY } from './platform/secret-keys';

/** Everything `createServer` can be told; `main.ts` fills it from the environment. */
export interface ServerOptions {
  dbPath: string;
  distDir: string;
  accessTokenTtlSeconds: number;
  refreshWindowSeconds: number;
  reflashGraceSeconds: number;
  /** Seconds after login after which a session ends, however often it was reflashed. */
  sessionMaxSeconds: number;
  /** Set → Google reCAPTCHA siteverify; unset → every captcha response (even empty) passes. */
  captchaSecret?: string;
  /** True when the operator switched the captcha off on purpose (`CAPTCHA=off`). */
  captchaOff?: boolean;
  /** Overrides the verifier chosen from `captchaSecret` (tests). */
  captchaVerifier?: CaptchaVerifier;
  /** Origins allowed to call the API from other sites (CORS). */
  corsOrigins: string[];
  /** The client's API host when it is not this server; added to the CSP's connect-src. */
  apiHost?: string;
  /**
   * **ext** `DEFAULT_SITE`: the site a host no site claims is served, once the server has several;
   * unset, such a host gets a page saying no site is there (src/server/sites/site-of-request.ts).
   */
  defaultSite?: string;
  /**
   * The addresses or subnets of the proxies in front (a CDN, a reverse proxy) that may name the
   * client in X-Forwarded-For. Unset → the socket's address is the client, as it must be when
   * nothing is in front; behind a proxy every per-IP limit would otherwise be one shared limit.
   * (Fastify 5 trusts no hop count: it cannot tell a proxy from a client that sends the header.)
   */
  trustProxy?: string[];
  /**
   * Where visitors reach the site, for every absolute link (mail, sitemap, feed, link previews);
   * required in production. Without it: a host in `publicHosts`, a loopback Host, else the listen
   * address (src/server/http/public-origin.ts) — never a host a stranger names.
   */
  publicOrigin?: string;
  /** `PUBLIC_HOSTS`: host[:port] names a request (or a trusted proxy's X-Forwarded-Host) may link to. */
  publicHosts?: string[];
  /** Enables the `fault-{status}` pages used by the client's end-to-end tests. */
  faults: boolean;
  /**
   * URLs in one sitemap file before /sitemap.xml becomes an index of parts: the protocol's 50,000
   * (src/server/seo/crawler-files.ts); tests set a small one rather than write 50,000 rows.
   */
  sitemapUrlLimit?: number;
  clock?: Clock;
  /** Overrides the outbox that review mail is queued in: tests record what is queued. */
  mailQueue?: MailQueue;
  /** scrypt cost N for password hashes written at seeding (default 2^15); tests lower it. */
  passwordCost?: number;
  loginThrottle?: Partial<LoginThrottlePolicy>;
  /**
   * Seeds an empty database with the demo site and its accounts; off unless asked (`npm start`
   * asks). The demo is loaded only then, or when the database holds it already.
   */
  seedDemo: boolean;
  /**
   * A starter for an empty database (src/server/seed/site-seed.ts: a ministry's template, a test's
   * site) and the images `/media` serves while the database holds it. With `seedDemo` it stands in
   * for the demo and may keep the demo's passwords (`demoAccounts`); without, every rule applies.
   */
  seed?: SiteStarter;
  /** Timeouts and per-IP limits that bound the work one client can cause. */
  limits?: Partial<ClientLimits>;
  /** Milliseconds between two writes of the counted views and visits. */
  counterFlushMs?: number;
  /**
   * Where uploads are written (`MEDIA_DIR`); defaults to `uploads/` beside the database file.
   * Several instances share one (docs/deploy.md, recipe 3).
   */
  uploadsDir?: string;
  /**
   * Writes the starter's uploads (the demo's photos) through the upload pipeline in the background
   * once the server listens (`npm start`); otherwise each is written on its first request.
   */
  warmDemoPhotos?: boolean;
  /** `DATABASE_URL=postgres://…`: PostgreSQL instead of the SQLite file at `dbPath`. */
  databaseUrl?: string;
  /**
   * `DATABASE_MIGRATION_URL`: the tables' owner, who migrates them at start, when the server's own
   * role (`databaseUrl`) is not (docs/deploy.md); unset, the server's role migrates.
   */
  databaseMigrationUrl?: string;
  /**
   * `SECRET_KEY`: 32 random bytes (base64 or hex) that seal the TOTP secrets in the database
   * (platform/secret-box.ts). Required in production and with `databaseUrl`; else, on SQLite, the
   * key file beside the database (`<dbPath>.key`) is used, made on the first start.
   */
  secretKey?: string;
  /** `SECRET_KEY_PREVIOUS`: older keys still opened, while the start re-seals what they sealed. */
  previousSecretKeys?: string[];
  /** scrypt cost N of the recovery-code hashes written (default 2^14); tests lower it. */
  recoveryCodeCost?: number;
  /** How often scheduled publishing runs (it also runs at start); tests set a short one. */
  schedulerIntervalMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in security after 附表十: docs/deploy.md, "Accounts and sign-in security". */
  security: SecurityOptions;
  /** `THEMESITE_ADMIN_ACCOUNT` and `THEMESITE_ADMIN_PASSWORD`: the first administrator of an empty database. */
  firstAdmin?: { account: string; password: string };
  /** Mail and the mailbox inbox: docs/deploy.md, "Mail". */
  mail: MailOptions;
  /** The rendered-page cache's bounds; `false` (`PAGE_CACHE=off`) renders every request. */
  pageCache?: Partial<PageCacheLimits> | false;
  /**
   * Public pages come with their first screen rendered from `renderBundle` (default
   * dist-server/render.cjs); on by default, `SERVER_RENDER=off` renders in the browser only.
   */
  serverRender?: boolean;
  /** The server-render bundle's path, or its `render` itself (tests). */
  renderBundle?: string | RenderFunction;
  /**
   * How long a page's render may take before the page is served without it (default 3 s): a
   * visitor waits no longer for a first screen. Tests that compare renders, not their speed, give
   * a loaded machine more.
   */
  renderTimeoutMs?: number;
}

/** Mail and the mailbox inbox's rules; docs/deploy.md, "Mail". */
export interface MailOptions {
  /** `SMTP_URL` (smtp:// or smtps://, with its login); unset → mail is written to the log. */
  smtpUrl?: string;
  /** `MAIL_FROM`: the sender, `名稱 <address>` or an address. */
  from: string;
  /** `MAILBOX_REPLY_DAYS` (7): calendar days a letter may wait for its answer. */
  replyDays: number;
  /**
   * `MAILBOX_RETENTION_DAYS` (365): letters, their notes and replies, and sent mail are purged
   * this long after they came. A year covers the answer, any follow-up letter and the yearly
   * statistics; 個人資料保護法 第 11 條 wants personal data deleted once its purpose is served.
   */
  retentionDays: number;
  /** Replaces the mailer chosen from `smtpUrl` (tests: `MemoryMailer`). */
  mailer?: Mailer;
  /**
   * The name every subject starts with, 「［海洋博物館］…」: on a server of several sites, which
   * site a mail is about (the sites list's name; none for the default site, as before sites).
   */
  siteName?: string;
}

export const DEFAULT_MAIL_OPTIONS: MailOptions = {
  from: 'themesite <no-reply@localhost>',
  replyDays: 7,
  retentionDays: 365,
};

/** A sender as `MAIL_FROM` takes it: `address` or `名稱 <address>`, one address, no line breaks. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function checkMailOptions(mail: MailOptions): void {
  if (mail.smtpUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(mail.smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL is not a URL; write it as smtp://user:password@host:587 or smtps://…:465');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${protocol}//"`);
  }
  if (!MAIL_FROM.test(mail.from.trim()))
    throw new Error(`MAIL_FROM must be an address or "名稱 <address>", got "${mail.from}"`);
  for (const [name, value, most] of [
    ['MAILBOX_REPLY_DAYS', mail.replyDays, 365],
    ['MAILBOX_RETENTION_DAYS', mail.retentionDays, 3650],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > most)
      throw new Error(`${name} must be a whole number of days from 1 to ${most}, got ${value}`);
  }
  if (mail.retentionDays <= mail.replyDays)
    throw new Error(
      'MAILBOX_RETENTION_DAYS must be longer than MAILBOX_REPLY_DAYS: a letter is kept past its answer',
    );
}

function readMail(env: Env): MailOptions {
  const smtpUrl = nonEmpty(env, 'SMTP_URL');
  const mail: MailOptions = {
    from: nonEmpty(env, 'MAIL_FROM') ?? DEFAULT_MAIL_OPTIONS.from,
    replyDays: positiveInteger(env, 'MAILBOX_REPLY_DAYS', DEFAULT_MAIL_OPTIONS.replyDays),
    retentionDays: positiveInteger(env, 'MAILBOX_RETENTION_DAYS', DEFAULT_MAIL_OPTIONS.retentionDays),
    ...(smtpUrl ? { smtpUrl } : {}),
  };
  checkMailOptions(mail);
  return mail;
}

export type TwoFactorRequirement = 'admins' | 'all' | 'off';

export interface SecurityOptions {
  /** `PASSWORD_MIN_LENGTH` (12; docs/deploy.md recommends 15). */
  passwordMinLength: number;
  /** `PASSWORD_MAX_AGE_DAYS`; 0 (the default) means no maximum age. */
  passwordMaxAgeDays: number;
  /** `REQUIRE_2FA`: who must log in with a second step (administrators by default). */
  requireTwoFactor: TwoFactorRequirement;
  /** `IDLE_LOGOUT_MINUTES` (30): a session unused this long ends; the client warns 2 minutes before. */
  idleLogoutMinutes: number;
  /** `ACCOUNT_IDLE_DISABLE_DAYS` (90): accounts unused this long are disabled; 0 turns it off. */
  accountIdleDisableDays: number;
  /** `AUDIT_RETENTION_DAYS` (365): older audit entries are purged. */
  auditRetentionDays: number;
}

export const DEFAULT_SECURITY_OPTIONS: SecurityOptions = {
  passwordMinLength: 12,
  passwordMaxAgeDays: 0,
  requireTwoFactor: 'admins',
  idleLogoutMinutes: 30,
  accountIdleDisableDays: 90,
  auditRetentionDays: 365,
};

export interface ListenOptions {
  port: number;
  host: string;
}

export const DEFAULT_SERVER_OPTIONS: ServerOptions = {
  dbPath: './data/themesite.sqlite',
  distDir: './dist',
  accessTokenTtlSeconds: 900,
  refreshWindowSeconds: 28800,
  reflashGraceSeconds: 5,
  sessionMaxSeconds: 12 * 60 * 60,
  corsOrigins: [],
  faults: false,
  seedDemo: false,
  security: DEFAULT_SECURITY_OPTIONS,
  mail: DEFAULT_MAIL_OPTIONS,
};

/** Where `npm run serve` listens unless HOST says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number, { allowZero = false } = {}): number {
  const text = env[name]?.trim();
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${text}"`);
  }
  return value;
}

function nonEmpty(env: Env, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

function twoFactorRequirement(env: Env): TwoFactorRequirement {
  const text = env.REQUIRE_2FA?.trim().toLowerCase();
  if (text === undefined || text === '') return DEFAULT_SECURITY_OPTIONS.requireTwoFactor;
  if (text === 'admins' || text === 'all' || text === 'off') return text;
  throw new Error(`REQUIRE_2FA must be admins, all or off, got "${text}"`);
}

/** The client warns 2 minutes before the idle logout: a shorter setting leaves no time to answer. */
export const IDLE_LOGOUT_MINUTES_MIN = 5;

function idleLogoutMinutes(env: Env): number {
  const minutes = positiveInteger(env, 'IDLE_LOGOUT_MINUTES', DEFAULT_SECURITY_OPTIONS.idleLogoutMinutes);
  if (minutes < IDLE_LOGOUT_MINUTES_MIN)
    throw new Error(
      `IDLE_LOGOUT_MINUTES 至少要 ${IDLE_LOGOUT_MINUTES_MIN} 分鐘（登出前 2 分鐘會先提醒）; IDLE_LOGOUT_MINUTES must be at least ${IDLE_LOGOUT_MINUTES_MIN}, got ${minutes}`,
    );
  return minutes;
}

function readSecurity(env: Env): SecurityOptions {
  const defaults = DEFAULT_SECURITY_OPTIONS;
  const passwordMinLength = positiveInteger(env, 'PASSWORD_MIN_LENGTH', defaults.passwordMinLength);
  // Below 8 is not a password policy; 128 is the longest password the forms take.
  if (passwordMinLength < 8 || passwordMinLength > 64)
    throw new Error(`PASSWORD_MIN_LENGTH must be between 8 and 64, got ${passwordMinLength}`);
  return {
    passwordMinLength,
    passwordMaxAgeDays: positiveInteger(env, 'PASSWORD_MAX_AGE_DAYS', defaults.passwordMaxAgeDays, {
      allowZero: true,
    }),
    requireTwoFactor: twoFactorRequirement(env),
    idleLogoutMinutes: idleLogoutMinutes(env),
    accountIdleDisableDays: positiveInteger(
      env,
      'ACCOUNT_IDLE_DISABLE_DAYS',
      defaults.accountIdleDisableDays,
      { allowZero: true },
    ),
    auditRetentionDays: positiveInteger(env, 'AUDIT_RETENTION_DAYS', defaults.auditRetentionDays),
  };
}

function firstAdmin(env: Env): ServerOptions['firstAdmin'] {
  const account = nonEmpty(env, 'THEMESITE_ADMIN_ACCOUNT');
  const password = env.THEMESITE_ADMIN_PASSWORD;
  if (account === undefined && !password) return undefined;
  if (account === undefined || !password)
    throw new Error('THEMESITE_ADMIN_ACCOUNT and THEMESITE_ADMIN_PASSWORD must be set together');
  return { account, password };
}

/** `SERVER_RENDER`: on (the default) or off/0/false. */
function serverRenderOn(env: Env): boolean {
  const text = env.SERVER_RENDER?.trim().toLowerCase();
  if (text === 'off' || text === '0' || text === 'false') return false;
  if (text === undefined || text === '' || text === 'on' || text === '1' || text === 'true') return true;
  throw new Error(`SERVER_RENDER must be on or off, got "${text}"`);
}

function flag(env: Env, name: string): boolean {
  const text = env[name]?.trim().toLowerCase();
  return text === '1' || text === 'true';
}

/**
 * Reads PORT, HOST, DB_PATH, DIST_DIR, the token lifetimes, CAPTCHA_SECRET, CAPTCHA, CORS_ORIGINS,
 * API_HOST, PUBLIC_ORIGIN, PUBLIC_HOSTS, TRUST_PROXY, SECRET_KEY, SECRET_KEY_PREVIOUS, THEMESITE_FAULTS and THEMESITE_DEMO.
 * A production start (NODE_ENV=production) needs a PUBLIC_ORIGIN, a SECRET_KEY, and a captcha secret or `CAPTCHA=off`:
 * without a secret every captcha answer passes, and that should never happen by accident on a public site.
 */
export function readOptionsFromEnv(env: Env): { server: ServerOptions; listen: ListenOptions } {
  const port = positiveInteger(env, 'PORT', 8080, { allowZero: true });
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  const captchaSecret = nonEmpty(env, 'CAPTCHA_SECRET');
  const apiHost = nonEmpty(env, 'API_HOST');
  const defaultSite = nonEmpty(env, 'DEFAULT_SITE');
  const publicOrigin = nonEmpty(env, 'PUBLIC_ORIGIN');
  const captchaOff = env.CAPTCHA?.trim().toLowerCase() === 'off';
  const trustProxy = nonEmpty(env, 'TRUST_PROXY')
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (env.NODE_ENV === 'production' && !publicOrigin) {
    throw new Error(
      'NODE_ENV=production 需要設定 PUBLIC_ORIGIN（網站對外的網址，例如 https://www.example.org），信件與頁面的連結只取自這裡',
    );
  }
  const publicHosts = parsePublicHosts(env.PUBLIC_HOSTS);
  if (env.NODE_ENV === 'production' && !captchaSecret && !captchaOff) {
    throw new Error('NODE_ENV=production needs CAPTCHA_SECRET, or CAPTCHA=off to run without a captcha');
  }
  const database = databaseUrlOf(env);
  const secrets = secretKeysOf(env, database.databaseUrl !== undefined);
  const server: ServerOptions = {
    dbPath: nonEmpty(env, 'DB_PATH') ?? DEFAULT_SERVER_OPTIONS.dbPath,
    ...database,
    ...secrets,
    ...(env.SCHEDULER_INTERVAL_SECONDS !== undefined
      ? { schedulerIntervalMs: positiveInteger(env, 'SCHEDULER_INTERVAL_SECONDS', 30) * 1000 }
      : {}),
    ...(nonEmpty(env, 'MEDIA_DIR') ? { uploadsDir: nonEmpty(env, 'MEDIA_DIR') } : {}),
    distDir: nonEmpty(env, 'DIST_DIR') ?? DEFAULT_SERVER_OPTIONS.distDir,
    accessTokenTtlSeconds: positiveInteger(
      env,
      'ACCESS_TOKEN_TTL_SECONDS',
      DEFAULT_SERVER_OPTIONS.accessTokenTtlSeconds,
    ),
    refreshWindowSeconds: positiveInteger(
      env,
      'REFRESH_WINDOW_SECONDS',
      DEFAULT_SERVER_OPTIONS.refreshWindowSeconds,
    ),
    reflashGraceSeconds: positiveInteger(
      env,
      'REFLASH_GRACE_SECONDS',
      DEFAULT_SERVER_OPTIONS.reflashGraceSeconds,
      { allowZero: true },
    ),
    sessionMaxSeconds: positiveInteger(env, 'SESSION_MAX_SECONDS', DEFAULT_SERVER_OPTIONS.sessionMaxSeconds),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
    faults: flag(env, 'THEMESITE_FAULTS'),
    seedDemo: flag(env, 'THEMESITE_DEMO'),
    security: readSecurity(env),
    mail: readMail(env),
    ...(serverRenderOn(env) ? { serverRender: true } : {}),
    ...(captchaSecret ? { captchaSecret } : {}),
    ...(captchaOff ? { captchaOff } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(apiHost ? { apiHost } : {}),
    ...(defaultSite ? { defaultSite } : {}),
    ...(publicOrigin ? { publicOrigin: originOf(publicOrigin) } : {}),
    ...(publicHosts.length > 0 ? { publicHosts } : {}),
    ...(env.PAGE_CACHE?.trim().toLowerCase() === 'off' ? { pageCache: false as const } : {}),
  };
  const admin = firstAdmin(env);
  if (admin) server.firstAdmin = admin;
  return { server, listen: { port, host: nonEmpty(env, 'HOST') ?? DEFAULT_HOST } };
}

/**
 * `SECRET_KEY` and `SECRET_KEY_PREVIOUS` (comma-separated), checked here so a bad key stops the
 * start with its reason. Production needs a key, and so does PostgreSQL, whose instances must share
 * one; SQLite outside production falls back to the key file beside the database.
 */
function secretKeysOf(env: Env, onPostgres: boolean): { secretKey?: string; previousSecretKeys?: string[] } {
  const secretKey = nonEmpty(env, 'SECRET_KEY');
  if (secretKey === undefined && env.NODE_ENV === 'production')
    throw new Error(
      'NODE_ENV=production 需要設定 SECRET_KEY（32 位元組的隨機金鑰，可用 openssl rand -base64 32 產生），兩步驟驗證的密鑰以它加密',
    );
  if (secretKey === undefined && onPostgres) throw new Error(DATABASE_URL_NEEDS_KEY);
  const previous = (env.SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean);
  if (secretKey !== undefined) parseSecretKey(secretKey);
  previous.forEach((text, index) => parseSecretKey(text, `SECRET_KEY_PREVIOUS 的第 ${index + 1} 把金鑰`));
  return {
    ...(secretKey !== undefined ? { secretKey } : {}),
    ...(previous.length > 0 ? { previousSecretKeys: previous } : {}),
  };
}

function databaseUrlOf(env: Env): { databaseUrl?: string; databaseMigrationUrl?: string } {
  const url = nonEmpty(env, 'DATABASE_URL');
  const migrationUrl = nonEmpty(env, 'DATABASE_MIGRATION_URL');
  if (url === undefined) {
    if (migrationUrl !== undefined)
      throw new Error(
        'DATABASE_MIGRATION_URL 需要與 DATABASE_URL 一起設定（前者是資料表擁有者，後者是伺服器自己的角色）',
      );
    return {};
  }
  for (const [name, value] of [
    ['DATABASE_URL', url],
    ['DATABASE_MIGRATION_URL', migrationUrl],
  ] as const) {
    if (value !== undefined && !/^postgres(ql)?:\/\//.test(value)) {
      throw new Error(
        `${name} 必須是 postgres:// 或 postgresql:// 開頭的網址；不用 PostgreSQL 時請不要設定它，伺服器會使用 DB_PATH`,
      );
    }
  }
  return { databaseUrl: url, ...(migrationUrl ? { databaseMigrationUrl: migrationUrl } : {}) };
}

/** Where uploads live: MEDIA_DIR, else `uploads/` beside the SQLite file (or the temp folder for `:memory:`). */
export function mediaDirOf(options: Pick<ServerOptions, 'uploadsDir' | 'dbPath'>): string {
  if (options.uploadsDir) return options.uploadsDir;
  return options.dbPath === ':memory:'
    ? path.join(os.tmpdir(), 'themesite-uploads')
    : path.join(path.dirname(path.resolve(options.dbPath)), 'uploads');
}

/** Catches settings that would make sessions behave strangely, at start rather than at login. */
export function checkServerOptions(options: ServerOptions): void {
  if (options.refreshWindowSeconds < options.accessTokenTtlSeconds) {
    throw new Error('REFRESH_WINDOW_SECONDS must be at least ACCESS_TOKEN_TTL_SECONDS');
  }
  if (options.sessionMaxSeconds < options.accessTokenTtlSeconds) {
    throw new Error('SESSION_MAX_SECONDS must be at least ACCESS_TOKEN_TTL_SECONDS');
  }
  if (options.apiHost !== undefined) originOf(options.apiHost);
  for (const origin of options.corsOrigins) originOf(origin);
  if (options.secretKey !== undefined) parseSecretKey(options.secretKey);
  checkMailOptions(options.mail);
}

/** `https://api.example.org/some/path` → `https://api.example.org`. */
export function originOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`"${url}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`"${url}" is not an http(s) URL`);
  return parsed.origin;
}
