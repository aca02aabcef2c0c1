import {
  PAGE_FEEDBACK_COMMENT_MAX,
  PAGE_FEEDBACK_TEXT as T,
  type PageFeedbackComments,
  type PageFeedbackPage,
  type PageFeedbackSummary,
} from '../../shared/page-feedback';
import { holdsItems } from '../../shared/modules.schema';
import { requireRight } from '../authoring/authoring-rules';
import type { PageFeedbackCount, StoredPageFeedback } from '../ports/page-feedback-store.port';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';
import type { Clock } from '../platform/clock';
import type { DayPeriod } from '../platform/day-period';
import { forbidden, invalid, limited, notFound } from '../platform/refusals';
import type { StoredMetadata } from '../site/public-site-document';
import type { FeedbackThrottle } from './feedback-throttle';

/** An item id as long as any the server gives out, and then some. */
const ITEM_ID_MAX = 200;

/** A visitor's answer, checked: the page it is about, 是 or 否, the comment or null. */
export interface FeedbackAnswer {
  path: string;
  itemId: string;
  helpful: boolean;
  comment: string | null;
}

/** One answer as the CSV carries it. */
export interface FeedbackExportRow extends StoredPageFeedback {
  title: string;
  moduleTitle: string;
}

/** 是 and 否 as the form posts them (`yes`/`no`) or JSON (true/false). */
function helpfulOf(value: unknown): boolean {
  if (value === true || value === 'yes' || value === 'true') return true;
  if (value === false || value === 'no' || value === 'false') return false;
  throw invalid(`輸入資料有誤：${T.chooseAnswer}`, { helpful: T.chooseAnswer });
}

/**
 * A visitor's body, checked: 是 or 否, a comment of at most 200 characters (line ends made \n,
 * edges trimmed; empty is none) and the item's id ('' or absent: the single page itself). A
 * longer comment is refused, never cut: the visitor keeps what they typed and shortens it.
 */
export function feedbackAnswerOf(path: string, body: unknown): FeedbackAnswer {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const helpful = helpfulOf(fields.helpful);
  const rawComment = fields.comment ?? '';
  if (typeof rawComment !== 'string')
    throw invalid('輸入資料有誤：意見必須是文字', { comment: '意見必須是文字' });
  const comment = rawComment.replace(/\r\n?/g, '\n').trim();
  if ([...comment].length > PAGE_FEEDBACK_COMMENT_MAX)
    throw invalid(`輸入資料有誤：${T.commentTooLong}`, {
      comment: `${T.commentTooLong}目前 ${[...comment].length} 個字`,
    });
  const itemId = fields.itemId ?? '';
  if (typeof itemId !== 'string' || itemId.length > ITEM_ID_MAX)
    throw invalid('輸入資料有誤：頁面代碼不正確', { itemId: '頁面代碼不正確' });
  return { path, itemId, helpful, comment: comment === '' ? null : comment };
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * 頁面回饋 (「這個頁面對您有幫助嗎？」): what a visitor may answer (是 or 否 and a short comment,
 * on a published item or single page, while the site's setting is on, a few times per address
 * and page an hour) and what staff may read of it: the pages under paths they may read (r),
 * counted and commented, and the same as a CSV. Nothing of who answered is kept.
 */
export class PageFeedbackService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly throttle: FeedbackThrottle,
  ) {}

  /** Whether the site shows the question: 網站設定's 頁面回饋, on unless turned off. */
  async enabled(stores: Stores = this.storage.stores): Promise<boolean> {
    const metadata = (await stores.content.siteDocument('metadata')) as StoredMetadata | undefined;
    return metadata?.pageFeedback !== false;
  }

  /** A visitor's answer from `address`, stored without it; the refusals say why in zh-TW. */
  async answer(address: string, path: string, body: unknown): Promise<void> {
    const { stores } = this.storage;
    if (!(await this.enabled(stores))) throw forbidden(T.off);
    const answer = feedbackAnswerOf(path, body);
    await this.requirePublished(stores, answer.path, answer.itemId);
    const retryAfter = this.throttle.take(address, answer.path, answer.itemId);
    if (retryAfter !== null) throw limited(T.tooMany, retryAfter);
    await stores.pageFeedback.add({ ...answer, at: this.clock.now() });
  }

  /** The pages with answers in the period that `account` may read (r on their path), latest first. */
  async pages(account: string, period: DayPeriod, limit: number, offset: number): Promise<PageFeedbackPage> {
    const counts = await this.counts(account, period);
    const slice = counts.slice(offset, offset + limit);
    const rows: PageFeedbackSummary[] = [];
    // One after the other: a page of at most a hundred titles.
    for (const count of slice) {
      const titles = await this.titlesOf(count.path, count.itemId);
      rows.push({
        path: count.path,
        itemId: count.itemId,
        ...titles,
        yes: count.yes,
        no: count.no,
        comments: count.comments,
        latestAt: iso(count.latestAt),
      });
    }
    return { rows, total: counts.length };
  }

  /**
   * Plain 是/否 counts per page in the period, for every page `account` may read: what 頁面回饋's
   * list and a statistics screen read.
   */
  async counts(account: string, period: DayPeriod): Promise<PageFeedbackCount[]> {
    const paths = await this.readablePaths(account);
    return this.storage.stores.pageFeedback.counts({ paths, ...period });
  }

  /** One page's answers, newest first; refused unless `account` may read its path. */
  async comments(
    account: string,
    page: { path: string; itemId: string },
    period: DayPeriod,
    limit: number,
    offset: number,
  ): Promise<PageFeedbackComments> {
    const { stores } = this.storage;
    await requireRight(stores, account, page.path, 'r');
    const { rows, total } = await stores.pageFeedback.answers(page, period, limit, offset);
    const { title } = await this.titlesOf(page.path, page.itemId);
    return {
      title,
      rows: rows.map((row) => ({ helpful: row.helpful, comment: row.comment, at: iso(row.at) })),
      total,
    };
  }

  /** Every answer in the period under the paths `account` may read, oldest first, with titles. */
  async exportRows(account: string, period: DayPeriod): Promise<FeedbackExportRow[]> {
    const paths = await this.readablePaths(account);
    const answers = await this.storage.stores.pageFeedback.all({ paths, ...period });
    const titles = new Map<string, { title: string; moduleTitle: string }>();
    const rows: FeedbackExportRow[] = [];
    for (const answer of answers) {
      const key = `${answer.path}\n${answer.itemId}`;
      let named = titles.get(key);
      if (!named) titles.set(key, (named = await this.titlesOf(answer.path, answer.itemId)));
      rows.push({ ...answer, ...named });
    }
    return rows;
  }

  private async readablePaths(account: string): Promise<string[]> {
    const { stores } = this.storage;
    const paths: string[] = [];
    for (const module of await stores.content.modules())
      if (holdsItems(module.kind) && (await stores.rights.rightsOn(account, module.path)).r)
        paths.push(module.path);
    return paths;
  }

  private async titlesOf(path: string, itemId: string): Promise<{ title: string; moduleTitle: string }> {
    const { content } = this.storage.stores;
    const module = await content.module(path);
    const moduleTitle = module?.info.title ?? '';
    if (itemId === '') return { title: moduleTitle, moduleTitle };
    const item = await content.item(path, itemId);
    return { title: typeof item?.title === 'string' ? item.title : '', moduleTitle };
  }

  /** The page must be there for visitors: a published item, or a single page published once. */
  private async requirePublished(stores: Stores, path: string, itemId: string): Promise<void> {
    const module = await stores.content.module(path);
    if (!module || !holdsItems(module.kind)) throw notFound(T.noPage);
    const published =
      module.kind === 'single'
        ? itemId === '' && (await stores.content.page(path)) !== undefined
        : itemId !== '' && (await stores.content.hasItem(path, itemId));
    if (!published) throw notFound(T.noPage);
  }
}
