import type { FastifyInstance, FastifyRequest } from 'fastify';
import { myEmailSchema, myNameSchema } from '../../shared/accounts.schema';
import {
  ACCOUNT_PATHS,
  type MyAccount,
  type PasswordChange,
  type SessionSummary,
  type TwoFactorEnrolment,
} from '../../shared/accounts.types';
import { passwordExpiresAt } from '../../shared/password-rules';
import { PasswordRefused, type PasswordService } from '../accounts/password.service';
import { bodyOf } from '../authoring/authoring.guard';
import type { ContentRepository } from '../content/content.repository';
import { badRequest, notFound } from '../http/api-error';
import type { Clock } from '../platform/clock';
import type { SecurityOptions } from '../server-options';
import { authenticatedSession } from './access-token.guard';
import { throttled } from './auth.routes';
import { deviceSummary } from './device-summary';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password.hasher';
import { twoFactorRequired } from './setup-owed';
import type { SignInAudit } from './sign-in.audit';
import type { TokenService } from './token.service';
import { proveOwner, reEnrolmentNeedsProof, type OwnerProof } from './two-factor-reenrolment';
import type { TwoFactorService } from './two-factor.service';
import type { StoredUser } from './user-store.port';
import type { Storage } from '../storage/storage';

export interface MeRouteDeps {
  storage: Storage;
  clock: Clock;
  tokens: TokenService;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  passwords: PasswordService;
  twoFactor: TwoFactorService;
  audit: SignInAudit;
  content: ContentRepository;
  security: Pick<SecurityOptions, 'idleLogoutMinutes' | 'passwordMaxAgeDays' | 'requireTwoFactor'>;
}

const passwordChangeSchema = {
  type: 'object',
  required: ['current', 'next'],
  additionalProperties: false,
  properties: {
    current: { type: 'string', minLength: 1, maxLength: 200 },
    // Longer than any password the rules accept, so the rules answer with their own sentence.
    next: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

const confirmSchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 1, maxLength: 20 } },
} as const;

interface SessionParams {
  sessionId: string;
}

const sessionParamsSchema = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const REENROL_TEXT = {
  missing: '重新設定兩步驟驗證前，請輸入目前的密碼，以及驗證器 App 目前的驗證碼或一組復原碼。',
  password: '請輸入目前的密碼',
  code: '請輸入目前的驗證碼或一組復原碼',
};

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

/** The name an authenticator app shows beside the code: the site's header title, else `themesite`. */
async function issuerOf(content: ContentRepository): Promise<string> {
  const header = (await content.siteDocument('header')) as { title?: unknown } | undefined;
  const title = typeof header?.title === 'string' ? header.title.trim() : '';
  return title === '' ? 'themesite' : title;
}

/**
 * 我的帳號 (issue 22): the caller's own account, password, two-step login and sessions. These are
 * the calls a session that still owes a password change or a two-step setup may make.
 */
export function registerMeRoutes(app: FastifyInstance, deps: MeRouteDeps): void {
  const { storage, clock, tokens, throttle, hasher, passwords, twoFactor, audit, content, security } = deps;
  const { users, rights } = storage.stores;
  const me = (request: FastifyRequest) =>
    authenticatedSession(request, tokens, users, { whileSetupOwed: true });

  const myAccountOf = async (user: StoredUser): Promise<MyAccount> => {
    const owed = tokens.owedBy(user);
    return {
      account: user.account,
      displayName: user.displayName,
      admin: user.admin,
      email: user.email,
      anyRights: await rights.hasAny(user.account),
      twoFactor: {
        enabled: user.totpSecret !== null,
        required: twoFactorRequired(user, security.requireTwoFactor),
        recoveryCodesLeft: user.totpSecret === null ? 0 : await twoFactor.recoveryCodesLeft(user.account),
      },
      passwordChangeRequired: owed.passwordChange,
      twoFactorSetupRequired: owed.twoFactorSetup,
      passwordChangedAt: iso(user.passwordChangedAt),
      passwordExpiresAt: iso(passwordExpiresAt(user.passwordChangedAt, security.passwordMaxAgeDays)),
      idleLogoutSeconds: security.idleLogoutMinutes * 60,
      passwordRules: { minLength: passwords.policy.minLength, maxLength: passwords.policy.maxLength },
    };
  };

  app.get(ACCOUNT_PATHS.me, async (request, reply): Promise<MyAccount> => {
    const { user } = await me(request);
    void reply.header('cache-control', 'no-store');
    return myAccountOf(user);
  });

  // **ext** (issue 23): the holder sets the address the site's mail to it goes to. Not among the
  // calls a session owing its setup may make: an address can wait until the password is changed.
  app.put(ACCOUNT_PATHS.myEmail, async (request, reply): Promise<MyAccount> => {
    const { user } = await authenticatedSession(request, tokens, users);
    const { email } = bodyOf(myEmailSchema, request);
    await storage.write({ account: user.account }, async (tx) => {
      await tx.accounts.update(user.account, { email });
      await audit
        .in(tx)
        .record('email.change', user.account, { ip: request.ip, email, previousEmail: user.email });
    });
    request.log.info({ audit: 'email.change', account: user.account, ip: request.ip }, 'email changed');
    void reply.header('cache-control', 'no-store');
    return myAccountOf({ ...user, email });
  });

  // **ext**: the holder renames itself: the name colleagues see on a lock, a note or a mail. Not
  // among a session owing its setup's calls either; the account name, which logs in, stays.
  app.put(ACCOUNT_PATHS.myName, async (request, reply): Promise<MyAccount> => {
    const { user } = await authenticatedSession(request, tokens, users);
    const { displayName } = bodyOf(myNameSchema, request);
    await storage.write({ account: user.account }, async (tx) => {
      await tx.accounts.update(user.account, { displayName });
      await audit
        .in(tx)
        .record('name.change', user.account, { ip: request.ip, displayName, previousName: user.displayName });
    });
    request.log.info({ audit: 'name.change', account: user.account, ip: request.ip }, 'display name changed');
    void reply.header('cache-control', 'no-store');
    return myAccountOf({ ...user, displayName });
  });

  app.post<{ Body: PasswordChange }>(
    ACCOUNT_PATHS.myPassword,
    { schema: { body: passwordChangeSchema } },
    async (request, reply) => {
      const { user, session } = await me(request);
      const { ip } = request;
      // The current password is a login's secret: guessing it here counts toward the same lockout.
      const admission = await throttle.admit(user.account, ip);
      if (!admission.admitted) throw throttled(admission.limit, admission.retryAfterSeconds);
      if (!(await hasher.verify(request.body.current, user.passwordHash))) {
        request.log.info(
          { audit: 'login.failure', account: user.account, ip, reason: 'credentials' },
          'wrong current password',
        );
        await audit.record('login.failure', user.account, {
          reason: 'credentials',
          ip,
          during: 'password.change',
        });
        const lock = await throttle.failed(admission.attempt);
        if (lock)
          await audit.record('login.locked', user.account, { ip, limit: lock.limit, until: iso(lock.until) });
        throw badRequest('目前的密碼不正確。', { current: '目前的密碼不正確。' });
      }
      await throttle.withdraw(admission.attempt);
      let hash: string;
      try {
        hash = await passwords.hashNew(user.account, request.body.next, user.displayName);
      } catch (error) {
        if (error instanceof PasswordRefused) throw badRequest(error.reason, { next: error.reason });
        throw error;
      }
      await storage.write({ account: user.account }, async (tx) => {
        await passwords.store(tx, user.account, hash, clock.now(), false);
        // Whoever else held a session with the old password loses it; this one goes on.
        await tokens.endSessionsOf(tx, user.account, session.sessionId);
        await audit.in(tx).record('password.change', user.account, { ip });
      });
      request.log.info({ audit: 'password.change', account: user.account, ip }, 'password changed');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );

  app.post<{ Body: OwnerProof | undefined }>(
    ACCOUNT_PATHS.myTwoFactorSetup,
    async (request, reply): Promise<TwoFactorEnrolment> => {
      const { user } = await me(request);
      if (reEnrolmentNeedsProof(user, tokens.owedBy(user))) {
        const proof = await proveOwner(
          { throttle, hasher, twoFactor, audit },
          user,
          request.body,
          request.ip,
        );
        if (proof.kind === 'throttled') throw throttled(proof.limit, proof.retryAfterSeconds);
        if (proof.kind === 'missing')
          throw badRequest(REENROL_TEXT.missing, {
            ...(typeof request.body?.password === 'string' && request.body.password !== ''
              ? {}
              : { password: REENROL_TEXT.password }),
            ...(typeof request.body?.code === 'string' && request.body.code !== ''
              ? {}
              : { code: REENROL_TEXT.code }),
          });
        if (proof.kind === 'wrong-password')
          throw badRequest('目前的密碼不正確。', { password: '目前的密碼不正確。' });
        if (proof.kind === 'wrong-code')
          throw badRequest('驗證碼或復原碼不正確，或已使用過。', {
            code: '驗證碼或復原碼不正確，或已使用過。',
          });
      }
      void reply.header('cache-control', 'no-store');
      return twoFactor.begin(user.account, await issuerOf(content));
    },
  );

  app.post<{ Body: { code: string } }>(
    ACCOUNT_PATHS.myTwoFactorConfirm,
    { schema: { body: confirmSchema } },
    async (request, reply) => {
      const { user, session } = await me(request);
      // A second step replaced by its owner (proven at setup) ends the sessions the old one let in.
      const reEnrolment = reEnrolmentNeedsProof(user, tokens.owedBy(user));
      const recoveryCodes = await twoFactor.confirm(user.account, request.body.code, async (tx) => {
        if (reEnrolment) await tokens.endSessionsOf(tx, user.account, session.sessionId);
        await audit.in(tx).record('two-factor.enable', user.account, {
          ip: request.ip,
          ...(reEnrolment ? { reset: true } : {}),
        });
      });
      if (!recoveryCodes) {
        const message =
          user.totpPendingSecret === null
            ? '請先開始設定兩步驟驗證，再輸入驗證碼。'
            : '驗證碼不正確，請輸入驗證器 App 目前顯示的 6 位數字。';
        throw badRequest(message, { code: message });
      }
      request.log.info(
        { audit: 'two-factor.enable', account: user.account, ip: request.ip },
        'two-step login on',
      );
      return reply.header('cache-control', 'no-store').send({ recoveryCodes });
    },
  );

  app.get(ACCOUNT_PATHS.mySessions, async (request, reply): Promise<SessionSummary[]> => {
    const { user, session } = await me(request);
    void reply.header('cache-control', 'no-store');
    return (await tokens.sessionsOf(user.account)).map((stored) => ({
      id: stored.sessionId,
      current: stored.sessionId === session.sessionId,
      device: deviceSummary(stored.userAgent),
      ip: stored.ip ?? '',
      startedAt: new Date(stored.startedAt).toISOString(),
      lastUsedAt: new Date(stored.lastUsedAt).toISOString(),
    }));
  });

  app.delete<{ Params: SessionParams }>(
    `${ACCOUNT_PATHS.mySessions}/:sessionId`,
    { schema: { params: sessionParamsSchema } },
    async (request, reply) => {
      const { user } = await me(request);
      const { sessionId } = request.params;
      const ended = await storage.write({ account: user.account }, async (tx) => {
        if (!(await tokens.endSession(tx, user.account, sessionId))) return false;
        await audit.in(tx).record('session.end', user.account, { ip: request.ip, sessionId });
        return true;
      });
      // Another account's session is as unknown as one never started: nothing to learn by trying.
      if (!ended) throw notFound('找不到這個登入工作階段。');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
