import { requestOrigin } from '../http/public-origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LETTER_STATUS_LABELS, LETTER_STATUSES, type LetterStatus } from '../../shared/letter-status';
import { MAILBOX_PATHS } from '../../shared/mailbox-inbox.types';
import { authenticatedUser } from '../auth/access-token.guard';
import type { AuthoringAccess } from '../authoring/authoring.guard';
import { badRequest } from '../http/api-error';
import { DEFAULT_LIMIT, MAX_LIMIT, queryInteger } from '../http/list-params';
import { routeOf } from '../http/route-patterns';
import type { Clock } from '../platform/clock';
import { dayPeriodOf } from '../platform/day-period';
import { spreadsheetCsv } from '../platform/spreadsheet-csv';
import { taipeiDayStamp } from '../platform/taipei-time';
import type { LetterExportRow, MailboxInbox } from './mailbox-inbox.service';
import type { LetterFilter } from '../ports/letter-store.port';

export interface InboxRouteDeps {
  access: AuthoringAccess;
  inbox: MailboxInbox;
  clock: Clock;
  /** Where staff reach the site, for links in mail (src/server/http/public-origin.ts). */
  publicOrigin?: string | undefined;
  /** `PUBLIC_HOSTS`: hosts a request may name for its links (src/server/http/public-origin.ts). */
  publicHosts?: readonly string[] | undefined;
}

type Query = Record<string, unknown>;
type Params = { serialNo: string };

/** Fastify's patterns of MAILBOX_PATHS' builders. */
const ROUTE = {
  letter: routeOf(MAILBOX_PATHS.letter, 'serialNo'),
  assign: routeOf(MAILBOX_PATHS.assign, 'serialNo'),
  notes: routeOf(MAILBOX_PATHS.notes, 'serialNo'),
  reply: routeOf(MAILBOX_PATHS.reply, 'serialNo'),
  status: routeOf(MAILBOX_PATHS.status, 'serialNo'),
} as const;

const MAX_NOTE = 5000;
const MAX_REPLY = 10000;

function text(value: unknown, field: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max)
    throw badRequest('查詢參數有誤。', { [field]: `必須是 ${max} 字以內的文字` });
  return value.trim() || undefined;
}

/**
 * The list's and the export's query: status, q, from, to, assignee (`none`), overdue. The spec's
 * `query={"search":…}` is read as `q`, so its clients keep searching as before.
 */
export function letterFilterOf(query: Query): LetterFilter {
  const status = query.status;
  if (status !== undefined && status !== '' && !LETTER_STATUSES.includes(status as LetterStatus))
    throw badRequest('查詢參數有誤。', { status: `狀態必須是 ${LETTER_STATUSES.join('、')} 之一` });
  let search = text(query.q, 'q', 100);
  if (search === undefined && typeof query.query === 'string' && query.query.trim() !== '') {
    try {
      const spec = JSON.parse(query.query) as { search?: unknown };
      search = text(spec.search ?? undefined, 'query.search', 100);
    } catch {
      throw badRequest('查詢條件必須是 JSON 格式。', {
        query: '查詢條件必須是 JSON 格式，例如 {"search":"關鍵字"}',
      });
    }
  }
  const assignee = text(query.assignee, 'assignee', 64);
  const overdue = query.overdue;
  if (overdue !== undefined && !['true', 'false', '1', '0', ''].includes(String(overdue)))
    throw badRequest('查詢參數有誤。', { overdue: '逾期篩選必須是 true 或 false' });
  const filter: LetterFilter = {};
  if (status) filter.status = status as LetterStatus;
  if (search) filter.words = search.split(/\s+/);
  const { from, toExclusive } = dayPeriodOf(query);
  if (from !== undefined) filter.from = from;
  if (toExclusive !== undefined) filter.toExclusive = toExclusive;
  if (assignee) filter.assignee = assignee === 'none' ? null : assignee;
  if (overdue === 'true' || overdue === '1') filter.overdue = true;
  return filter;
}

/** A required text field of a JSON body, trimmed, with a zh-TW message when it is missing or long. */
function bodyText(body: unknown, field: string, label: string, max: number): string {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw badRequest(`輸入資料有誤：請填寫${label}`, { [field]: `請填寫${label}` });
  if (value.length > max)
    throw badRequest(`輸入資料有誤：${label}不可超過 ${max} 個字`, {
      [field]: `${label}不可超過 ${max} 個字`,
    });
  return value.replace(/\r\n?/g, '\n').trim();
}

const CSV_COLUMNS: Array<[string, (letter: LetterExportRow) => string]> = [
  ['案號', (l) => l.serialNo],
  ['信箱', (l) => l.path],
  ['收件時間', (l) => l.createdAt],
  ['狀態', (l) => LETTER_STATUS_LABELS[l.status]],
  ['承辦人', (l) => l.assignee?.displayName ?? ''],
  ['回覆期限', (l) => l.replyBy],
  ['逾期', (l) => (l.overdue ? '是' : '否')],
  ['姓名', (l) => l.name],
  ['電子郵件', (l) => l.email],
  ['電話', (l) => l.phone ?? ''],
  ['主旨', (l) => l.subject],
  ['內容', (l) => l.content],
  // Every reply, oldest first, a blank line between them; the time is the latest one's.
  ['回覆內容', (l) => l.replies.map((reply) => reply.body).join('\n\n')],
  ['回覆時間', (l) => l.replies.at(-1)?.at ?? ''],
  ['內部備註數', (l) => String(l.noteCount)],
];

/**
 * The spreadsheet CSV (BOM, CRLF, formulas inert): a citizen's text that starts with = + - @ gets a
 * leading ', and a letter or reply of several lines stays one quoted cell.
 */
export function lettersCsv(letters: LetterExportRow[]): string {
  return spreadsheetCsv(
    CSV_COLUMNS.map(([name]) => name),
    letters.map((letter) => CSV_COLUMNS.map(([, cell]) => cell(letter))),
  );
}

/** **ext** The mailbox inbox's routes (MAILBOX_PATHS); the spec's list is the first of them. */
export function registerInboxRoutes(app: FastifyInstance, deps: InboxRouteDeps): void {
  const { access, inbox, clock } = deps;
  const caller = (request: FastifyRequest) => authenticatedUser(request, access.tokens, access.users);
  const originOf = (request: FastifyRequest) => requestOrigin(request, deps);
  const noStore = { 'cache-control': 'no-store' };

  app.get<{ Querystring: Query }>(MAILBOX_PATHS.letters, async (request, reply) => {
    const user = await caller(request);
    const filter = letterFilterOf(request.query);
    const limit = queryInteger(request.query.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
    const offset = queryInteger(request.query.offset, 'offset', 0, 1_000_000) ?? 0;
    return reply.headers(noStore).send(await inbox.list(user, filter, limit, offset));
  });

  app.get<{ Querystring: Query }>(MAILBOX_PATHS.export, async (request, reply) => {
    const user = await caller(request);
    const csv = lettersCsv(await inbox.export(user, letterFilterOf(request.query)));
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="mailbox-${taipeiDayStamp(clock.now())}.csv"`)
      .send(csv);
  });

  app.get(MAILBOX_PATHS.staff, async (request, reply) =>
    reply.headers(noStore).send(await inbox.staff(await caller(request))),
  );

  app.get<{ Params: Params }>(ROUTE.letter, async (request, reply) =>
    reply.headers(noStore).send(await inbox.read(await caller(request), request.params.serialNo)),
  );

  app.post<{ Params: Params; Body: unknown }>(ROUTE.assign, async (request) => {
    const user = await caller(request);
    const assignee = (request.body as { assignee?: unknown } | null)?.assignee;
    if (assignee !== null && (typeof assignee !== 'string' || assignee.length === 0 || assignee.length > 64))
      throw badRequest('輸入資料有誤：請選擇承辦同事', { assignee: '請選擇承辦同事，或以 null 取消指派' });
    return inbox.assign(user, request.params.serialNo, assignee, originOf(request));
  });

  app.post<{ Params: Params; Body: unknown }>(ROUTE.notes, async (request) => {
    const user = await caller(request);
    return inbox.note(user, request.params.serialNo, bodyText(request.body, 'body', '備註內容', MAX_NOTE));
  });

  app.post<{ Params: Params; Body: unknown }>(ROUTE.reply, async (request) => {
    const user = await caller(request);
    return inbox.reply(user, request.params.serialNo, bodyText(request.body, 'body', '回覆內容', MAX_REPLY));
  });

  app.post<{ Params: Params; Body: unknown }>(ROUTE.status, async (request) => {
    const user = await caller(request);
    const event = (request.body as { event?: unknown } | null)?.event;
    if (event !== 'close' && event !== 'reopen')
      throw badRequest('輸入資料有誤：請選擇結案或重新開啟', { event: '必須是 close 或 reopen' });
    return inbox.changeStatus(user, request.params.serialNo, event);
  });
}
