import {
  checkServerOptions,
  DEFAULT_SERVER_OPTIONS,
  readOptionsFromEnv,
} from '../../src/server/server-options';

/** A key as `openssl rand -base64 32` writes one, and another in hex. */
const KEY = 'nJOLXsrT+qUduFavr/El0ueuTZaP5GynYvuEh0lK0Co=';
const OLD_KEY = '5f0c1e9a7b3d2c4e6a8b0d1f3e5c7a9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a';

describe('reading the server options from the environment', () => {
  it('falls back to the documented defaults for an empty environment', () => {
    const { server, listen } = readOptionsFromEnv({});
    expect(listen).toEqual({ port: 8080, host: '127.0.0.1' });
    expect(server).toEqual({
      dbPath: './data/themesite.sqlite',
      distDir: './dist',
      accessTokenTtlSeconds: 900,
      refreshWindowSeconds: 28800,
      reflashGraceSeconds: 5,
      sessionMaxSeconds: 43200,
      corsOrigins: [],
      faults: false,
      seedDemo: false,
      serverRender: true,
      security: {
        passwordMinLength: 12,
        passwordMaxAgeDays: 0,
        requireTwoFactor: 'admins',
        idleLogoutMinutes: 30,
        accountIdleDisableDays: 90,
        auditRetentionDays: 365,
      },
      mail: { from: 'themesite <no-reply@localhost>', replyDays: 7, retentionDays: 365 },
    });
  });

  it('reads every variable it documents', () => {
    const { server, listen } = readOptionsFromEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      DB_PATH: '/var/lib/themesite/site.sqlite',
      DIST_DIR: '/srv/themesite',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_WINDOW_SECONDS: '3600',
      REFLASH_GRACE_SECONDS: '0',
      SESSION_MAX_SECONDS: '7200',
      CAPTCHA_SECRET: 'secret',
      CORS_ORIGINS: 'https://a.example.tw, https://b.example.tw,',
      API_HOST: 'https://api.example.tw',
      THEMESITE_FAULTS: '1',
      THEMESITE_DEMO: '1',
      PASSWORD_MIN_LENGTH: '15',
      PASSWORD_MAX_AGE_DAYS: '180',
      REQUIRE_2FA: 'all',
      IDLE_LOGOUT_MINUTES: '15',
      ACCOUNT_IDLE_DISABLE_DAYS: '0',
      AUDIT_RETENTION_DAYS: '730',
      THEMESITE_ADMIN_ACCOUNT: 'webmaster',
      THEMESITE_ADMIN_PASSWORD: 'Lantern-festival-2026',
      SMTP_URL: 'smtps://site:secret@mail.example.tw:465',
      MAIL_FROM: '臨海博物館 <service@museum.example.tw>',
      MAILBOX_REPLY_DAYS: '10',
      MAILBOX_RETENTION_DAYS: '730',
    });
    expect(listen).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(server).toEqual({
      dbPath: '/var/lib/themesite/site.sqlite',
      distDir: '/srv/themesite',
      accessTokenTtlSeconds: 60,
      refreshWindowSeconds: 3600,
      reflashGraceSeconds: 0,
      sessionMaxSeconds: 7200,
      captchaSecret: 'secret',
      corsOrigins: ['https://a.example.tw', 'https://b.example.tw'],
      apiHost: 'https://api.example.tw',
      faults: true,
      seedDemo: true,
      serverRender: true,
      security: {
        passwordMinLength: 15,
        passwordMaxAgeDays: 180,
        requireTwoFactor: 'all',
        idleLogoutMinutes: 15,
        accountIdleDisableDays: 0,
        auditRetentionDays: 730,
      },
      firstAdmin: { account: 'webmaster', password: 'Lantern-festival-2026' },
      mail: {
        smtpUrl: 'smtps://site:secret@mail.example.tw:465',
        from: '臨海博物館 <service@museum.example.tw>',
        replyDays: 10,
        retentionDays: 730,
      },
    });
  });

  it('refuses security settings that would weaken sign-in, and an administrator half named', () => {
    expect(() => readOptionsFromEnv({ PASSWORD_MIN_LENGTH: '6' })).toThrow(/PASSWORD_MIN_LENGTH/);
    expect(() => readOptionsFromEnv({ REQUIRE_2FA: 'sometimes' })).toThrow(/REQUIRE_2FA/);
    expect(() => readOptionsFromEnv({ THEMESITE_ADMIN_ACCOUNT: 'webmaster' })).toThrow(
      /THEMESITE_ADMIN_PASSWORD/,
    );
  });

  it('trusts proxies in front only when TRUST_PROXY names their addresses', () => {
    expect(readOptionsFromEnv({}).server.trustProxy).toBeUndefined();
    expect(readOptionsFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).server.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('refuses a production start without a captcha secret unless the captcha is switched off', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.org', SECRET_KEY: KEY };
    expect(() => readOptionsFromEnv(production)).toThrow(/CAPTCHA_SECRET/);
    expect(readOptionsFromEnv({ ...production, CAPTCHA: 'off' }).server.captchaOff).toBe(true);
    expect(readOptionsFromEnv({ ...production, CAPTCHA_SECRET: 's' }).server.captchaSecret).toBe('s');
  });

  it('refuses an idle logout shorter than 5 minutes, since the client warns 2 minutes before', () => {
    expect(() => readOptionsFromEnv({ IDLE_LOGOUT_MINUTES: '1' })).toThrow(
      /IDLE_LOGOUT_MINUTES 至少要 5 分鐘.*must be at least 5, got 1/,
    );
    expect(() => readOptionsFromEnv({ IDLE_LOGOUT_MINUTES: '4' })).toThrow(/IDLE_LOGOUT_MINUTES/);
    expect(readOptionsFromEnv({ IDLE_LOGOUT_MINUTES: '5' }).server.security.idleLogoutMinutes).toBe(5);
  });

  it('refuses a production start without PUBLIC_ORIGIN, in one zh-TW line', () => {
    expect(() => readOptionsFromEnv({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(
      /^NODE_ENV=production 需要設定 PUBLIC_ORIGIN[^\n]*$/,
    );
    expect(readOptionsFromEnv({ CAPTCHA: 'off' }).server.publicOrigin).toBeUndefined();
  });

  it('refuses a production start without SECRET_KEY, in one zh-TW line', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.org', CAPTCHA: 'off' };
    expect(() => readOptionsFromEnv(production)).toThrow(/^NODE_ENV=production 需要設定 SECRET_KEY[^\n]*$/);
    expect(readOptionsFromEnv({ ...production, SECRET_KEY: KEY }).server.secretKey).toBe(KEY);
  });

  it('refuses PostgreSQL without SECRET_KEY, since its instances must share one', () => {
    const postgres = { DATABASE_URL: 'postgres://site@db.internal/site' };
    expect(() => readOptionsFromEnv(postgres)).toThrow(
      /^DATABASE_URL 需要設定 SECRET_KEY（各執行個體必須相同[^\n]*$/,
    );
    expect(readOptionsFromEnv({ ...postgres, SECRET_KEY: KEY }).server).toMatchObject({
      databaseUrl: postgres.DATABASE_URL,
      secretKey: KEY,
    });
  });

  it('reads the owner that migrates beside the server’s own role, and refuses it alone or malformed', () => {
    const both = {
      DATABASE_URL: 'postgres://site_server@db.internal/site',
      DATABASE_MIGRATION_URL: 'postgres://site_owner@db.internal/site',
      SECRET_KEY: KEY,
    };
    expect(readOptionsFromEnv(both).server).toMatchObject({
      databaseUrl: both.DATABASE_URL,
      databaseMigrationUrl: both.DATABASE_MIGRATION_URL,
    });
    expect(() => readOptionsFromEnv({ DATABASE_MIGRATION_URL: both.DATABASE_MIGRATION_URL })).toThrow(
      /^DATABASE_MIGRATION_URL 需要與 DATABASE_URL 一起設定/,
    );
    expect(() => readOptionsFromEnv({ ...both, DATABASE_MIGRATION_URL: 'mysql://owner@db/site' })).toThrow(
      /^DATABASE_MIGRATION_URL 必須是 postgres:\/\/ 或 postgresql:\/\/ 開頭的網址/,
    );
  });

  it('leaves SQLite outside production without a key, for the key file beside the database', () => {
    const { server } = readOptionsFromEnv({ DB_PATH: '/tmp/site.sqlite' });
    expect(server.secretKey).toBeUndefined();
    expect(server.previousSecretKeys).toBeUndefined();
  });

  it('reads SECRET_KEY_PREVIOUS beside SECRET_KEY, and refuses a malformed key without repeating it', () => {
    expect(
      readOptionsFromEnv({ SECRET_KEY: KEY, SECRET_KEY_PREVIOUS: ` ${OLD_KEY} ,` }).server.previousSecretKeys,
    ).toEqual([OLD_KEY]);
    for (const [env, pattern] of [
      [{ SECRET_KEY: 'changeme-please' }, /^SECRET_KEY 必須是 32 位元組的隨機金鑰/],
      [{ SECRET_KEY: '0'.repeat(64) }, /^SECRET_KEY 看起來不是隨機產生的/],
      [
        { SECRET_KEY: KEY, SECRET_KEY_PREVIOUS: `${OLD_KEY},short` },
        /^SECRET_KEY_PREVIOUS 的第 2 把金鑰 必須是/,
      ],
    ] as const) {
      let message = '';
      try {
        readOptionsFromEnv(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(pattern);
      expect(message).not.toContain('changeme');
      expect(message).not.toContain('0000');
    }
    expect(() => checkServerOptions({ ...DEFAULT_SERVER_OPTIONS, secretKey: 'short' })).toThrow(
      /^SECRET_KEY 必須是/,
    );
  });

  it('reads PUBLIC_HOSTS as host names, refusing anything else', () => {
    expect(readOptionsFromEnv({}).server.publicHosts).toBeUndefined();
    expect(
      readOptionsFromEnv({ PUBLIC_HOSTS: 'WWW.Example.org, example.org:8443' }).server.publicHosts,
    ).toEqual(['www.example.org', 'example.org:8443']);
    expect(() => readOptionsFromEnv({ PUBLIC_HOSTS: 'https://www.example.org' })).toThrow(/PUBLIC_HOSTS/);
    expect(() => readOptionsFromEnv({ PUBLIC_HOSTS: 'a.example/x' })).toThrow(/PUBLIC_HOSTS/);
  });

  it('refuses numbers that are not positive integers, naming the variable', () => {
    expect(() => readOptionsFromEnv({ ACCESS_TOKEN_TTL_SECONDS: '15m' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
    expect(() => readOptionsFromEnv({ PORT: '-1' })).toThrow(/PORT/);
    expect(() => readOptionsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('keeps fault injection off unless THEMESITE_FAULTS is 1', () => {
    expect(readOptionsFromEnv({ THEMESITE_FAULTS: '0' }).server.faults).toBe(false);
    expect(readOptionsFromEnv({ THEMESITE_FAULTS: 'yes' }).server.faults).toBe(false);
  });

  it('refuses a refresh window shorter than the access lifetime and origins that are not URLs', () => {
    expect(() =>
      checkServerOptions({ ...DEFAULT_SERVER_OPTIONS, accessTokenTtlSeconds: 600, refreshWindowSeconds: 60 }),
    ).toThrow(/REFRESH_WINDOW/);
    expect(() =>
      checkServerOptions({ ...DEFAULT_SERVER_OPTIONS, corsOrigins: ['editor.example.tw'] }),
    ).toThrow(/absolute URL/);
    expect(() => checkServerOptions({ ...DEFAULT_SERVER_OPTIONS, apiHost: 'ftp://api.example.tw' })).toThrow(
      /http/,
    );
  });
});
