import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { QueryParams } from '../../application/api/query-string';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import type { MailboxNoticeSetting } from '../../shared/mailbox-case';
import {
  MAILBOX_PATHS,
  type Colleague,
  type LetterDetail,
  type LetterPage,
  type LetterQuery,
  type LetterSummary,
} from '../../shared/mailbox-inbox.types';

/** 信箱管理 words every failure in place (a 403 is a sentence, not a dialog). */
const INLINE: ApiRequestOptions = { errors: 'inline' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query as the server reads it: numbers and the flag as strings, absent filters left out. */
const paramsOf = (query: LetterQuery): QueryParams => ({
  q: query.q,
  status: query.status,
  from: query.from,
  to: query.to,
  assignee: query.assignee,
  overdue: query.overdue ? 'true' : undefined,
  limit: query.limit === undefined ? undefined : String(query.limit),
  offset: query.offset === undefined ? undefined : String(query.offset),
});

/**
 * The mailbox port over the api client and `MAILBOX_PATHS` (docs/api.md, "Mailbox inbox"). None of
 * the writes is replayed after a 611: a reply must never leave twice, so staff are asked to send
 * again.
 */
export class ApiMailbox implements MailboxSource {
  constructor(private readonly api: ApiClient) {}

  async list(query: LetterQuery): Promise<LetterPage> {
    const answer = await this.api.get<unknown>(MAILBOX_PATHS.letters, { ...INLINE, params: paramsOf(query) });
    const rows = isRecord(answer) && Array.isArray(answer.rows) ? (answer.rows as LetterSummary[]) : [];
    return { rows, total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : rows.length };
  }

  open(serialNo: string): Promise<LetterDetail> {
    return this.api.get<LetterDetail>(MAILBOX_PATHS.letter(serialNo), INLINE);
  }

  assign(serialNo: string, assignee: string | null): Promise<LetterDetail> {
    return this.api.post<LetterDetail>(MAILBOX_PATHS.assign(serialNo), { assignee }, INLINE);
  }

  note(serialNo: string, body: string): Promise<LetterDetail> {
    return this.api.post<LetterDetail>(MAILBOX_PATHS.notes(serialNo), { body }, INLINE);
  }

  reply(serialNo: string, body: string): Promise<LetterDetail> {
    return this.api.post<LetterDetail>(MAILBOX_PATHS.reply(serialNo), { body }, INLINE);
  }

  setStatus(serialNo: string, event: 'close' | 'reopen'): Promise<LetterDetail> {
    return this.api.post<LetterDetail>(MAILBOX_PATHS.status(serialNo), { event }, INLINE);
  }

  /**
   * Through the api client rather than a plain link: the route needs the `access_token` header,
   * and an expired token is refreshed on the way like any read.
   */
  csv(query: LetterQuery): Promise<string> {
    return this.api.get<string>(MAILBOX_PATHS.export, {
      ...INLINE,
      params: paramsOf(query),
      headers: { Accept: 'text/csv' },
      text: true,
    });
  }

  async staff(): Promise<Colleague[]> {
    const answer = await this.api.get<unknown>(MAILBOX_PATHS.staff, INLINE);
    return Array.isArray(answer) ? (answer as Colleague[]) : [];
  }

  async notices(): Promise<MailboxNoticeSetting[]> {
    const answer = await this.api.get<unknown>(MAILBOX_PATHS.notices, INLINE);
    return Array.isArray(answer) ? (answer as MailboxNoticeSetting[]) : [];
  }

  writeNotice(path: string, text: string | null): Promise<MailboxNoticeSetting> {
    return this.api.put<MailboxNoticeSetting>(MAILBOX_PATHS.notice(path), { text }, INLINE);
  }
}
