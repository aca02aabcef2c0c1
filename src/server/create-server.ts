import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { accountServiceOf, accountsModule } from './accounts/accounts.module';
import { ensureFirstAdmin } from './accounts/first-admin';
import { passwordPolicyOf } from './accounts/password.service';
import { registerAuthoring } from './authoring/authoring.module';
import { noCaptchaVerifier, RecaptchaVerifier, type CaptchaVerifier } from './auth/captcha.verifier';
import { LoginThrottle } from './auth/login-throttle';
import { checkPresentedTokens } from './auth/presented-token.hook';
import { PasswordHasher } from './auth/password.hasher';
import { DEFAULT_RECOVERY_CODE_COST, type RecoveryHashing } from './auth/recovery-code.hash';
import { upgradeSecretsAtRest } from './auth/secrets-at-rest';
import { registerSignIn, sessionRules } from './auth/sign-in.module';
import { registerLoginAgainRoute } from './auth/login-again.routes';
import { TokenService } from './auth/token.service';
import { registerClientRoutes } from './client/client.routes';
import { registerChecklistRoutes } from './checklist/checklist.routes';
import { SiteChecklistService } from './checklist/checklist.service';
import { registerMediaRoutes } from './client/media.routes';
import {
  DEFAULT_PAGE_CACHE_LIMITS,
  PagePool,
  RenderedPageCache,
  type PageCacheLimits,
} from './client/page-cache';
import { registerCmsRoutes } from './content/cms.routes';
import { ItemAddresses } from './content/item-addresses';
import { VisitCounter } from './content/visit-counter';
import { registerStatisticsRoutes } from './statistics/statistics.routes';
import { StatisticsService } from './statistics/statistics.service';
import { BODY_LIMIT_BYTES } from './http/body-limit';
import { DEFAULT_CLIENT_LIMITS, type ClientLimits } from './http/client-limits';
import { clientErrorAnswer, frameworkErrorAnswer, installErrorHandler } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body.parser';
import { installRateLimits } from './http/rate-limits';
import { installCodedValidators } from './http/coded-validators';
import { installReadCaching } from './http/read-caching';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { formatValidationErrors } from './http/validation-messages';
import { sharedValidatorPool } from './http/validator-pool';
import { mailboxModule } from './mailbox/mailbox.module';
import { FeedbackThrottle } from './feedback/feedback-throttle';
import { PageFeedbackService } from './feedback/page-feedback.service';
import { registerPageFeedbackRoutes } from './feedback/page-feedback.routes';
import { systemClock, type Clock } from './platform/clock';
import type { SecretBox } from './platform/secret-box';
import { secretKeysForServer, type SecretKeysInForce } from './platform/secret-keys';
import { SearchIndexService } from './content/search-index.service';
import { seedOnStart, type StarterServed } from './seed/first-start';
import type { SiteStarter } from './seed/site-seed';
import { SiteSeedService } from './seed/site-seed.service';
import { registerSeoRoutes } from './seo/seo.routes';
import { OpenDataService } from './opendata/open-data.service';
import { everyCopy } from './authoring/public-changes';
import { registerOpenDataRoutes } from './opendata/open-data.routes';
import {
  checkServerOptions,
  DEFAULT_SERVER_OPTIONS,
  mediaDirOf,
  originOf,
  type ServerOptions,
} from './server-options';
import { registerSiteRoutes } from './site/site.routes';
import { serverRendered } from './render/render.module';
import { openStorage } from './storage/open-storage';
import type { SiteStorage } from './ports/storage.port';
import { DEFAULT_SITE } from './ports/site';
import type { StoredSite } from './ports/site-store.port';
import { SiteApps } from './sites/site-apps';
import { SiteDirectory } from './sites/site-directory';
import { SITE_MEDIA_FOLDER, siteMediaDir } from './sites/site-media';
import { installSiteFront } from './sites/site-front';
import { registerPlatformSiteRoutes } from './sites/sites.routes';
import { SitesService } from './sites/sites.service';
import { SiteMoveService } from './sites/site-move.service';
import { callerOriginsOfSite, hostOfOrigin } from './sites/site-of-request';
import { varyBySiteChoice } from './sites/site-vary';

export { BODY_LIMIT_BYTES };

function chooseCaptchaVerifier(options: ServerOptions): CaptchaVerifier {
  if (options.captchaVerifier) return options.captchaVerifier;
  return options.captchaSecret ? new RecaptchaVerifier(options.captchaSecret) : noCaptchaVerifier;
}

/** Counted views and visits are written this often (and when the server closes). */
export const DEFAULT_COUNTER_FLUSH_MS = 5000;

/**
 * The demo, loaded only when asked for or found in the database (seed/first-start.ts): a
 * production server carries none of it. One load per process, however many servers start.
 */
let demoStarter: Promise<SiteStarter> | undefined;
const loadDemo = (): Promise<SiteStarter> =>
  (demoStarter ??= import('./demo/demo.starter').then((demo) => demo.demoStarter));

/**
 * The reference CMS server: opens and migrates the database, gives an empty one its first site
 * (a starter, the demo when asked with `seedDemo`, else the placeholder; seed/first-start.ts),
 * and answers the API, the starter's media and the built client. Not yet
 * listening; the caller chooses the port. Closing the app writes the pending counts and closes the
 * database after the last request has finished.
 */
export async function createServer(overrides: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  const options: ServerOptions = { ...DEFAULT_SERVER_OPTIONS, ...overrides };
  checkServerOptions(options);
  const clock = options.clock ?? systemClock;
  const limits: ClientLimits = { ...DEFAULT_CLIENT_LIMITS, ...options.limits };

  const passwords = new PasswordHasher(options.passwordCost, limits.hashConcurrency);
  await passwords.prepareDecoy();
  // The key first: a missing or malformed one stops the start before the database is opened.
  const keys = secretKeysForServer(options);
  const secrets: ServerSecrets = {
    box: keys.box,
    recoveryHashing: {
      cost: options.recoveryCodeCost ?? DEFAULT_RECOVERY_CODE_COST,
      derive: (input, salt, cost) => passwords.deriveKey(input, salt, cost),
    },
  };

  const storage = await openStorage(options);
  try {
    const seeds = new SiteSeedService(storage, passwords, passwordPolicyOf(options.security), clock);
    const served = await seedOnStart(seeds, options, loadDemo, mediaDirOf(options));
    const upgrade = await upgradeSecretsAtRest(
      storage,
      secrets.box,
      secrets.recoveryHashing,
      keySourceLabel(keys),
    );
    // A database from before search had an index, or built by another version of how search
    // reads text, gets its rows' search columns now, before the first visitor searches.
    await new SearchIndexService(storage).rebuildStale();
    const front = frontApp(options, limits, clock);
    // Each read of the list also closes the apps of sites taken out of service meanwhile.
    const directory = new SiteDirectory(async () => {
      const sites = await storage.stores.sites.list();
      apps.retire(sites);
      return sites;
    }, clock);
    const policy = passwordPolicyOf(options.security);
    const sites = new SitesService(
      storage,
      (site, seed, role) => new SiteSeedService(site, passwords, policy, clock).plant(seed, role),
      clock,
      options.publicOrigin,
      () => directory.forget(),
      {
        mediaFolderOf: (code) => siteMediaDir(mediaDirOf(options), code),
        accountsOf: (site) => accountServiceOf({ storage: site, clock, hasher: passwords, ...options }),
      },
    );
    const shared: SharedParts = {
      passwords,
      secrets,
      pages: new PagePool(pageCacheLimitsOf(options)),
      served,
      sites,
      moves: new SiteMoveService(storage, sites, clock, mediaDirOf(options), options.publicOrigin, null, () =>
        directory.forget(),
      ),
    };
    const apps: SiteApps<FastifyInstance> = new SiteApps((site) =>
      buildApp(
        site.code === DEFAULT_SITE ? storage : storage.forSite(site.code),
        optionsOfSite(options, site),
        limits,
        clock,
        shared,
        front.log.child({ site: site.code }),
      ),
    );
    front.addHook('onClose', async () => {
      await apps.closeAll();
      await storage.close();
    });
    // The default site's app is built before the server listens, as a server of one site always
    // was: its first administrator, and what fell due while the server was down, come first.
    const site = await storage.stores.sites.find(DEFAULT_SITE);
    if (!site) throw new Error(`the sites list has no ${DEFAULT_SITE} site`);
    await apps.appOf(site);
    installSiteFront(front, {
      directory,
      apps,
      clock,
      headers: headersOf(options),
      rules: {
        publicOrigin: options.publicOrigin,
        apiHost: options.apiHost,
        defaultSite: options.defaultSite,
      },
    });
    // The other sites after the server listens, one at a time: each site's scheduler then runs
    // without waiting for a visitor, and the start does not grow with the sites.
    front.addHook('onListen', () => {
      void directory
        .list()
        .then((sites) =>
          apps.warm(
            sites.filter((site) => site.removedAt === undefined),
            (failed, error) =>
              front.log.error({ err: error, site: failed.code }, 'a site could not be started yet'),
          ),
        )
        // A server closed as soon as it listened: its sites are started on their first request.
        .catch((error: unknown) => front.log.warn({ err: error }, 'the sites were not started ahead'));
    });
    sitesOfServer.set(front, apps);
    if (keys.source.kind === 'file' && keys.source.created)
      front.log.info({ file: keys.source.file }, 'secret key made beside the database (mode 0600)');
    // The key's fingerprint, never the key: what a restore or a refused start names.
    front.log.info(
      { keyId: secrets.box.current.id, from: keys.source.kind },
      `two-step secrets sealed with key ${secrets.box.current.id}`,
    );
    const { unreadable, ...counts } = upgrade;
    if (counts.sealed + counts.resealed + counts.rehashed > 0)
      front.log.info(counts, `two-step secrets brought to key ${secrets.box.current.id}`);
    if (unreadable.length > 0)
      front.log.error(
        { accounts: unreadable },
        'two-step secrets changed in the database: reset these accounts’ two-step login',
      );
    const { uploads } = served;
    if (uploads && options.warmDemoPhotos) {
      front.addHook('onListen', () => {
        uploads
          .warm()
          .catch((error: unknown) =>
            front.log.error({ err: error }, 'the demo photos could not be written yet'),
          );
      });
    }
    return front;
  } catch (error) {
    await storage.close();
    throw error;
  }
}

/** The apps of each server's sites, for the tests that look at one site's routes. */
const sitesOfServer = new WeakMap<FastifyInstance, SiteApps<FastifyInstance>>();

/** The app that answers `code`'s requests behind the server's front door (built on first use). */
export async function siteAppOf(server: FastifyInstance, code = DEFAULT_SITE): Promise<FastifyInstance> {
  const app = sitesOfServer.get(server)?.built(code);
  if (!app) throw new Error(`no app has been built for the site ${code}`);
  return app;
}

/** What every site's app of one server shares: one hasher, one key, one page bound, the starter's media. */
interface SharedParts {
  passwords: PasswordHasher;
  secrets: ServerSecrets;
  pages: PagePool;
  served: StarterServed;
  /** The platform's sites, which a 平台管理者 manages from any site. */
  sites: SitesService;
  /** Removed sites' final delete, on the default site's tick. */
  moves: SiteMoveService;
}

export { SITE_MEDIA_FOLDER };

/**
 * A site's options: the server's, with the site's origin for its links and its own media folder.
 * The default site keeps the server's (PUBLIC_ORIGIN, MEDIA_DIR) unless its record names an origin.
 */
export function optionsOfSite(options: ServerOptions, site: StoredSite): ServerOptions {
  // A client served from the site's own origin calls a shared API host across origins.
  const corsOrigins = callerOriginsOfSite(
    site,
    { publicOrigin: options.publicOrigin, apiHost: options.apiHost },
    options.corsOrigins,
    DEFAULT_SITE,
  );
  if (site.code === DEFAULT_SITE)
    return { ...options, ...(site.origin ? { publicOrigin: site.origin } : {}), corsOrigins };
  const host = site.origin ? hostOfOrigin(site.origin) : undefined;
  return {
    ...options,
    ...(site.origin ? { publicOrigin: site.origin } : {}),
    publicHosts: host ? [host] : [],
    corsOrigins,
    uploadsDir: siteMediaDir(mediaDirOf(options), site.code),
    // Its mail says which site it is about, and links to the site's origin (publicOrigin).
    mail: { ...options.mail, siteName: site.name },
    firstAdmin: undefined,
    warmDemoPhotos: false,
  };
}

function headersOf(options: ServerOptions): Record<string, string> {
  return securityHeaders({
    ...(options.apiHost ? { apiOrigin: originOf(options.apiHost) } : {}),
    recaptcha: options.captchaSecret !== undefined,
  });
}

function pageCacheLimitsOf(options: ServerOptions): PageCacheLimits {
  return {
    ...DEFAULT_PAGE_CACHE_LIMITS,
    ...(options.pageCache === false ? { maxEntries: 0 } : options.pageCache),
  };
}

/** Fastify's options shared by the front door, which owns the socket, and the sites' apps. */
function fastifyOptions(options: ServerOptions, limits: ClientLimits, clock: Clock) {
  const headers = headersOf(options);
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that stops sending is cut off (408) instead of holding a socket, and a shutdown, forever.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    http: { connectionsCheckingInterval: limits.timeoutCheckIntervalMs },
    clientErrorHandler: clientErrorAnswer(clock, headers),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    frameworkErrors: frameworkErrorAnswer(clock, headers),
  };
}

/** The server that listens: it owns the socket and its time limits, and hands each request to its site. */
function frontApp(options: ServerOptions, limits: ClientLimits, clock: Clock): FastifyInstance {
  const front = Fastify({
    logger: options.logger ?? false,
    // Each request is logged once, by the site's app that answers it (its lines name the site).
    logController: new LogController({ disableRequestLogging: true }),
    ...fastifyOptions(options, limits, clock),
  });
  front.server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return front;
}

/** The key that seals TOTP secrets, and how recovery codes are hashed. */
interface ServerSecrets {
  box: SecretBox;
  recoveryHashing: RecoveryHashing;
}

/** Where the key in force came from, as the start's messages name it (never the key). */
function keySourceLabel(keys: SecretKeysInForce): string {
  if (keys.source.kind === 'file') return `金鑰檔 ${keys.source.file}`;
  return keys.source.kind === 'env' ? 'SECRET_KEY' : '暫存金鑰';
}

/**
 * One site's app: the whole API, its pages and its media over the site's storage, never listening
 * itself (the front door hands it its requests). The default site's also keeps the platform's
 * accounts: the first administrator and the idle-account watch run once, there.
 */
async function buildApp(
  storage: SiteStorage,
  options: ServerOptions,
  limits: ClientLimits,
  clock: Clock,
  { passwords, secrets, pages, served, sites, moves }: SharedParts,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const platform = storage.site === DEFAULT_SITE;
  const { images, uploads } = platform ? served : { images: [], uploads: null };
  const headers = headersOf(options);
  const content = storage.stores.content;
  const app = Fastify({
    loggerInstance: logger,
    ...fastifyOptions(options, limits, clock),
    schemaErrorFormatter: formatValidationErrors,
    // Bodies are checked as sent (a number is not a name); query strings are converted explicitly
    // by the routes that take numbers. allErrors gives one message per wrong field at once.
    ajv: { customOptions: { coerceTypes: false, allErrors: true } },
    schemaController: { compilersFactory: { buildValidator: sharedValidatorPool } },
  });
  // Before anything starts: a refused THEMESITE_ADMIN_PASSWORD stops the start here.
  const accounts = accountsModule({ storage, clock, hasher: passwords, ...options, watchesPeople: platform });
  if (platform) await ensureFirstAdmin(accounts.accounts, options.firstAdmin, app.log);
  const visits = new VisitCounter(storage, clock);
  visits.start(options.counterFlushMs ?? DEFAULT_COUNTER_FLUSH_MS, (error) =>
    app.log.error({ err: error }, 'counted views and visits could not be written yet'),
  );
  // The storage is the server's: the front door closes it after every site's app.
  app.addHook('onClose', () => visits.stop());

  installErrorHandler(app, clock);
  acceptEmptyJsonBodies(app);
  installSecurityHeaders(app, headers);
  // On a shared API host the Origin (or Referer) chose this site: every answer says so.
  varyBySiteChoice(app, { apiHost: options.apiHost });
  // Before compression: the ETag is the one of the JSON text, coded per encoding afterwards.
  installReadCaching(app);
  await installRateLimits(app);
  await app.register(fastifyFormbody);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    // Brotli's default quality (11) is meant for build-time compression; 5 keeps dynamic answers fast.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // After compression, which picks the coding: one ETag per coding, and the 304s by that tag.
  installCodedValidators(app);
  if (options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: options.corsOrigins.map(originOf),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['content-type', 'access_token', 'idempotency-key', 'if-match'],
      exposedHeaders: ['etag'],
      maxAge: 600,
    });
  }

  const { users } = storage.stores;
  const tokens = new TokenService(
    storage,
    clock,
    {
      accessTtlSeconds: options.accessTokenTtlSeconds,
      refreshWindowSeconds: options.refreshWindowSeconds,
      reflashGraceSeconds: options.reflashGraceSeconds,
      sessionMaxSeconds: options.sessionMaxSeconds,
    },
    sessionRules(clock, options.security),
  );
  const captcha = chooseCaptchaVerifier(options);
  checkPresentedTokens(app, tokens);

  // Rendered HTML for anonymous visitors; authoring tells it what a write changed.
  const pageCache = new RenderedPageCache(
    clock,
    pageCacheLimitsOf(options),
    () => content.landingPaths(),
    pages,
    storage.site,
  );
  // 開放資料's files are made on first request and kept, like the pages, until a public change.
  const openData = new OpenDataService(content, storage.stores.documents);
  const publicCopies = everyCopy(pageCache, openData);
  // Instances on one PostgreSQL drop each other's pages too; SQLite serves from one process.
  const hearing = await storage.hearChanges(publicCopies, (error) =>
    app.log.warn({ err: error }, 'this instance may keep old pages until it hears again'),
  );
  app.addHook('onClose', () => hearing.close());
  const mailbox = mailboxModule({
    storage,
    clock,
    access: { tokens, users },
    mail: options.mail,
    log: app.log,
    publicOrigin: options.publicOrigin,
    publicHosts: options.publicHosts,
  });
  await registerAuthoring(app, {
    storage,
    clock,
    access: { tokens, users },
    // The platform's own chore, once per server: removed sites whose 30 days are over go for good.
    maintenance: [accounts.maintenance, mailbox.maintenance, ...(platform ? [() => moves.purgeDue()] : [])],
    schedulerIntervalMs: options.schedulerIntervalMs,
    // Review mail goes through the mailbox's outbox; 新信件 are the letters the caller may read.
    mail: options.mailQueue ?? mailbox.outbox,
    publicOrigin: options.publicOrigin,
    publicHosts: options.publicHosts,
    publicChanges: publicCopies,
    letters: (account) => mailbox.inbox.newLetters(account),
    uploadsDir: mediaDirOf(options),
    mediaReady: uploads ? (fileId) => uploads.ready(fileId) : undefined,
  });

  accounts.register(app, { tokens, users });
  registerChecklistRoutes(app, {
    access: { tokens, users },
    checklist: new SiteChecklistService(storage, clock, {
      publicOrigin: options.publicOrigin,
      defaultSite: platform,
      captcha:
        options.captchaSecret !== undefined || options.captchaVerifier !== undefined
          ? 'configured'
          : options.captchaOff
            ? 'off'
            : 'unset',
      twoFactor: options.security.requireTwoFactor,
    }),
  });
  registerPlatformSiteRoutes(app, { access: { tokens, users }, sites, site: storage.site });
  registerSiteRoutes(app, { content, visits, hitPerIp: limits.hitPerIp, faults: options.faults });
  const addresses = new ItemAddresses(content);
  registerCmsRoutes(app, {
    content,
    addresses,
    visits,
    viewPerIp: limits.viewPerIp,
    faults: options.faults,
  });
  const feedback = new PageFeedbackService(
    storage,
    clock,
    new FeedbackThrottle(clock, limits.feedbackPerPage),
  );
  registerStatisticsRoutes(app, {
    access: { tokens, users },
    statistics: new StatisticsService(storage, clock, feedback),
  });
  registerOpenDataRoutes(app, {
    openData,
    origins: { publicOrigin: options.publicOrigin, publicHosts: options.publicHosts },
  });
  // Whose pages a visitor's post may come from, besides this site's own: a letter, an answer.
  const allowedOrigins = options.corsOrigins.map(originOf);
  mailbox.register(app, {
    content,
    captcha,
    mailboxPerIp: limits.mailboxPerIp,
    caseLookupPerIp: limits.caseLookupPerIp,
    allowedOrigins,
  });
  registerPageFeedbackRoutes(app, {
    feedback,
    access: { tokens, users },
    clock,
    feedbackPerIp: limits.feedbackPerIp,
    publicOrigin: options.publicOrigin,
    publicHosts: options.publicHosts,
    allowedOrigins,
  });
  registerSignIn(app, {
    storage,
    clock,
    security: options.security,
    tokens,
    throttle: new LoginThrottle(storage, clock, {
      // With a real captcha on every login, the per-account backstop asks for it instead of locking.
      captchaEnforced: options.captchaSecret !== undefined || options.captchaVerifier !== undefined,
      ...options.loginThrottle,
    }),
    captcha,
    content,
    hasher: passwords,
    loginPerIp: limits.loginPerIp,
    ...secrets,
  });
  registerMediaRoutes(app, images);
  registerLoginAgainRoute(app);
  const renderPage = registerSeoRoutes(app, {
    repo: storage.stores.seo,
    addresses,
    faults: options.faults,
    publicOrigin: options.publicOrigin,
    publicHosts: options.publicHosts,
    sitemapUrlLimit: options.sitemapUrlLimit,
  });
  registerClientRoutes(
    app,
    options.distDir,
    clock,
    serverRendered(app, options, renderPage, { content, visits, openData }),
    pageCache,
    (url) => addresses.pageRedirect(url),
    { publicOrigin: options.publicOrigin, publicHosts: options.publicHosts },
  );
  // Its routes and plugins loaded: the front door hands it requests through `routing`.
  await app.ready();
  return app;
}
