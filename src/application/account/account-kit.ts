import type { AccountSecurity, MySessions } from '../../domain/account/my-account.port';
import type { PasswordForm } from '../../domain/account/password-form';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { Navigation } from '../../domain/navigation/navigation.port';
import { IdleWatch } from '../../domain/session/idle-watch';
import type { Session } from '../../domain/session/session';
import type { SessionEndNotes } from '../../domain/session/session-end-notes';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import type { Clock, Timers } from '../../domain/time/clock.port';
import { idleLogout } from '../auth/idle-logout.use-case';
import type { LogoutResult } from '../auth/logout.use-case';
import type { MyAccount, SessionSummary, TwoFactorOwnerProof } from '../../shared/accounts.types';
import { changeMyEmail, changeMyName, type ChangeDetailOutcome } from './my-details.use-case';
import {
  changePassword,
  type ChangePasswordOutcome,
  type PasswordChangeContext,
} from './change-password.use-case';
import { loadMyAccount, type HeaderAccess, type LoadMyAccountOutcome } from './my-account.use-case';
import {
  endMySession,
  listMySessions,
  type EndSessionOutcome,
  type ListSessionsOutcome,
} from './my-sessions.use-case';
import {
  confirmTwoFactor,
  startTwoFactor,
  type ConfirmTwoFactorOutcome,
  type StartTwoFactorOutcome,
} from './two-factor.use-case';

/** 我的帳號's use cases, bound to their ports: what the account page and the owed steps call. */
export interface AccountKit {
  loadMe(): Promise<LoadMyAccountOutcome>;
  /** The holder's own address: `typed` as in the form; blank clears it. */
  changeEmail(request: { me: MyAccount; typed: string }): Promise<ChangeDetailOutcome>;
  /** The holder's own display name: `typed` as in the form, trimmed; blank is refused. */
  changeName(request: { me: MyAccount; typed: string }): Promise<ChangeDetailOutcome>;
  changePassword(form: PasswordForm, context: PasswordChangeContext): Promise<ChangePasswordOutcome>;
  /** `proof` when replacing a working second step (`MyAccount.twoFactor.enabled`, none owed). */
  startTwoFactor(proof?: TwoFactorOwnerProof): Promise<StartTwoFactorOutcome>;
  confirmTwoFactor(code: string): Promise<ConfirmTwoFactorOutcome>;
  listSessions(): Promise<ListSessionsOutcome>;
  endSession(target: SessionSummary): Promise<EndSessionOutcome>;
  /**
   * Starts the idle logout for this tab (`idleSeconds` from `MyAccount.idleLogoutSeconds`): at the
   * end the open edits are backed up, the session ends and /login remembers the page.
   */
  watchIdle(idleSeconds: number): IdleWatch;
}

export interface AccountKitPorts {
  security: AccountSecurity;
  sessions: MySessions;
  dialogs: Pick<Dialogs, 'confirm'>;
  session: Pick<Session, 'settle' | 'end'>;
  rememberAccess(access: HeaderAccess): void;
  /** What the idle logout needs: time, the storage tabs share, and the way out. */
  idle: {
    clock: Clock;
    timers: Timers;
    storage: KeyValueStorage;
    sessionEndNotes: Pick<SessionEndNotes, 'flushAll'>;
    logout(): Promise<LogoutResult>;
    navigation: Pick<Navigation, 'current' | 'replace'>;
  };
}

/** The kit over any adapters: the browser's in the composition root, the in-memory twins in tests. */
export function accountKitOver(ports: AccountKitPorts): AccountKit {
  return {
    loadMe: () => loadMyAccount(ports),
    changeEmail: (request) => changeMyEmail(ports, request),
    changeName: (request) => changeMyName(ports, request),
    changePassword: (form, context) => changePassword(ports, form, context),
    startTwoFactor: (proof) => startTwoFactor(ports, proof),
    confirmTwoFactor: (code) => confirmTwoFactor(ports, code),
    listSessions: () => listMySessions(ports),
    endSession: (target) => endMySession(ports, target),
    watchIdle: (idleSeconds) => {
      const { idle } = ports;
      return new IdleWatch({
        clock: idle.clock,
        timers: idle.timers,
        storage: idle.storage,
        idleMs: idleSeconds * 1000,
        onIdle: () =>
          void idleLogout({
            sessionEndNotes: idle.sessionEndNotes,
            logout: idle.logout,
            navigation: idle.navigation,
            session: ports.session,
          }),
      });
    },
  };
}
