import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import type { MySessions } from '../../domain/account/my-account.port';
import type { Session } from '../../domain/session/session';
import type { SessionSummary } from '../../shared/accounts.types';

export type ListSessionsOutcome = { kind: 'listed'; sessions: SessionSummary[] } | { kind: 'failed' };

export type EndSessionOutcome =
  | { kind: 'ended'; sessions: SessionSummary[] }
  /** This browser's own session ended: the user is logged out here. */
  | { kind: 'ended-here' }
  /** 取消 in the confirm dialog: nothing was sent. */
  | { kind: 'kept' }
  | { kind: 'failed' };

export interface MySessionsDeps {
  sessions: MySessions;
  dialogs: Pick<Dialogs, 'confirm'>;
  session: Pick<Session, 'end'>;
}

export const END_SESSION_QUESTION = {
  title: '結束登入階段',
  action: '結束',
  other: (s: SessionSummary) => `要結束「${s.device}（${s.ip}）」的登入嗎？該裝置需要重新登入。`,
  here: '這是您目前使用的登入階段，結束後需要重新登入。確定要結束嗎？',
} as const;

/** 我的登入階段: device, address and last use of each, this one marked. */
export async function listMySessions(deps: Pick<MySessionsDeps, 'sessions'>): Promise<ListSessionsOutcome> {
  try {
    return { kind: 'listed', sessions: await deps.sessions.list() };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Ends one session after a confirm that names it (`DELETE /backend/me/sessions/{id}`). Ending this
 * browser's own session logs out here as well; otherwise the list is read again, so what is shown
 * is what the server holds.
 */
export async function endMySession(deps: MySessionsDeps, target: SessionSummary): Promise<EndSessionOutcome> {
  const message = target.current ? END_SESSION_QUESTION.here : END_SESSION_QUESTION.other(target);
  const yes = await deps.dialogs.confirm(message, END_SESSION_QUESTION.title, {
    action: END_SESSION_QUESTION.action,
  });
  if (!yes) return { kind: 'kept' };
  try {
    await deps.sessions.end(target.id);
  } catch {
    return { kind: 'failed' };
  }
  if (target.current) {
    deps.session.end();
    return { kind: 'ended-here' };
  }
  const listed = await listMySessions(deps);
  return listed.kind === 'listed' ? { kind: 'ended', sessions: listed.sessions } : { kind: 'failed' };
}
