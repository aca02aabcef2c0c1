import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXT as T,
  type PageFeedbackReceipt,
} from '../../shared/page-feedback';
import { signedIn, type AuthoringAccess } from '../authoring/authoring.guard';
import { ApiError, badRequest } from '../http/api-error';
import { toApiError } from '../http/error-handler';
import { queryInteger } from '../http/list-params';
import type { RateWindow } from '../http/client-limits';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../http/list-params';
import { perIp } from '../http/rate-limits';
import { routeOf } from '../http/route-patterns';
import { pathParamsSchema, type PathParams } from '../http/route-schemas';
import { requireSameSite, type SameSiteConfig } from '../http/same-site';
import type { Clock } from '../platform/clock';
import { Refusal } from '../platform/refusals';
import { spreadsheetCsv } from '../platform/spreadsheet-csv';
import { formatTaipeiDateTime, taipeiDayStamp } from '../platform/taipei-time';
import { escapeHtml } from '../seo/html-escape';
import { dayPeriodOf } from '../platform/day-period';
import type { FeedbackExportRow, PageFeedbackService } from './page-feedback.service';

/** The origin rule (`SameSiteConfig`): a visitor's answer comes from this site's own pages. */
export interface PageFeedbackRouteDeps extends SameSiteConfig {
  feedback: PageFeedbackService;
  access: AuthoringAccess;
  clock: Clock;
  /** The outer ring: answers per address over every page (the per-page limit is the service's). */
  feedbackPerIp: RateWindow;
}

type Query = Record<string, unknown>;

const noStore = { 'cache-control': 'no-store' };

const isForm = (request: FastifyRequest) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/** Where the plain form came from: a path of this site, never another host; else the home page. */
export function backAddressOf(body: unknown): string {
  const back = (body as Record<string, unknown> | null | undefined)?.back;
  return typeof back === 'string' && back.length <= 2000 && /^\/(?![/\\])[^\s\\]*$/.test(back) ? back : '/';
}

/** The page a browser without JavaScript gets after posting the form: a sentence and the way back. */
export function answerPage(heading: string, text: string, back: string): string {
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head>
<body>
<main id="main-content">
<h1>${escapeHtml(heading)}</h1>
<p role="status">${escapeHtml(text)}</p>
<p><a href="${escapeHtml(back)}">回到剛才的頁面</a></p>
</main>
</body>
</html>
`;
}

const CSV_COLUMNS: Array<[string, (row: FeedbackExportRow) => string]> = [
  ['頁面', (row) => row.title],
  ['單元', (row) => row.moduleTitle],
  ['單元路徑', (row) => row.path],
  ['項目代碼', (row) => row.itemId],
  ['有幫助', (row) => (row.helpful ? T.yes : T.no)],
  ['意見', (row) => row.comment ?? ''],
  ['時間', (row) => formatTaipeiDateTime(row.at)],
];

/** The spreadsheet CSV (BOM, CRLF, formulas inert): a visitor's comment starting with = stays text. */
export function feedbackCsv(rows: readonly FeedbackExportRow[]): string {
  return spreadsheetCsv(
    CSV_COLUMNS.map(([name]) => name),
    rows.map((row) => CSV_COLUMNS.map(([, cell]) => cell(row))),
  );
}

/**
 * **ext** 頁面回饋's routes (PAGE_FEEDBACK_PATHS): a visitor's answer, as JSON from the page's
 * script or form-encoded from the plain form (answered with a page, whatever the outcome, so a
 * browser without JavaScript reads it), from this site's own pages only (`requireSameSite`), and
 * the staff's list, comments and CSV.
 */
export function registerPageFeedbackRoutes(app: FastifyInstance, deps: PageFeedbackRouteDeps): void {
  const { feedback, access, clock } = deps;

  app.post<{ Params: PathParams; Body: unknown }>(
    routeOf(PAGE_FEEDBACK_PATHS.answer, 'path'),
    { schema: { params: pathParamsSchema }, config: perIp(deps.feedbackPerIp) },
    async (request, reply): Promise<FastifyReply> => {
      reply.headers(noStore);
      const form = isForm(request);
      try {
        // Form-encoded too, since the plain form is: only the Origin tells another site's post apart.
        requireSameSite(request, deps);
        await feedback.answer(request.ip, request.params.path, request.body);
      } catch (error) {
        if (!form || !(error instanceof Refusal || error instanceof ApiError)) throw error;
        const answer = toApiError(error);
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .type('text/html; charset=utf-8')
          .send(answerPage('回饋未送出', answer.description, backAddressOf(request.body)));
      }
      if (!form) return reply.send({ ok: true } satisfies PageFeedbackReceipt);
      return reply
        .type('text/html; charset=utf-8')
        .send(answerPage(T.thanks, T.thanks, backAddressOf(request.body)));
    },
  );

  app.get<{ Querystring: Query }>(PAGE_FEEDBACK_PATHS.pages, async (request, reply) => {
    const user = await signedIn(request, access);
    const period = dayPeriodOf(request.query);
    const limit = queryInteger(request.query.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
    const offset = queryInteger(request.query.offset, 'offset', 0, 1_000_000) ?? 0;
    return reply.headers(noStore).send(await feedback.pages(user.account, period, limit, offset));
  });

  app.get<{ Querystring: Query }>(PAGE_FEEDBACK_PATHS.comments, async (request, reply) => {
    const user = await signedIn(request, access);
    const { path, itemId } = request.query;
    if (typeof path !== 'string' || path === '' || path.length > 200)
      throw badRequest('查詢參數有誤。', { path: '請指定頁面' });
    if (itemId !== undefined && (typeof itemId !== 'string' || itemId.length > 200))
      throw badRequest('查詢參數有誤。', { itemId: '項目代碼不正確' });
    const period = dayPeriodOf(request.query);
    const limit = queryInteger(request.query.limit, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
    const offset = queryInteger(request.query.offset, 'offset', 0, 1_000_000) ?? 0;
    const page = { path, itemId: (itemId as string | undefined) ?? '' };
    return reply.headers(noStore).send(await feedback.comments(user.account, page, period, limit, offset));
  });

  app.get<{ Querystring: Query }>(PAGE_FEEDBACK_PATHS.export, async (request, reply) => {
    const user = await signedIn(request, access);
    const csv = feedbackCsv(await feedback.exportRows(user.account, dayPeriodOf(request.query)));
    return reply
      .headers(noStore)
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="page-feedback-${taipeiDayStamp(clock.now())}.csv"`,
      )
      .send(csv);
  });
}
