import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type {
  PageFeedbackCount,
  PageFeedbackFilter,
  PageFeedbackStore,
  StoredPageFeedback,
} from '../../ports/page-feedback-store.port';
import type { Tables } from '../tables';

type Row = {
  module_path: string;
  item_id: string;
  helpful: number | boolean;
  comment: string | null;
  at: number;
};

const answerOf = (row: Row): StoredPageFeedback => ({
  path: row.module_path,
  itemId: row.item_id,
  helpful: row.helpful === true || row.helpful === 1,
  comment: row.comment,
  at: Number(row.at),
});

function inPeriod(eb: ExpressionBuilder<Tables, 'page_feedback'>, filter: Omit<PageFeedbackFilter, 'paths'>) {
  const terms = [];
  if (filter.from !== undefined) terms.push(eb('at', '>=', filter.from));
  if (filter.toExclusive !== undefined) terms.push(eb('at', '<', filter.toExclusive));
  return eb.and(terms);
}

/** 頁面回饋's rows on either engine; 是 is counted by a CASE both read alike (0/1 or boolean). */
export class KyselyPageFeedbackStore implements PageFeedbackStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async add(answer: StoredPageFeedback): Promise<void> {
    await this.q
      .insertInto('page_feedback')
      .values({
        module_path: answer.path,
        item_id: answer.itemId,
        helpful: answer.helpful ? 1 : 0,
        comment: answer.comment,
        at: answer.at,
      })
      .execute();
  }

  async counts(filter: PageFeedbackFilter): Promise<PageFeedbackCount[]> {
    if (filter.paths.length === 0) return [];
    const rows = await this.q
      .selectFrom('page_feedback')
      .select([
        'module_path',
        'item_id',
        sql<number>`sum(case when helpful then 1 else 0 end)`.as('yes'),
        sql<number>`sum(case when helpful then 0 else 1 end)`.as('no'),
        sql<number>`count(comment)`.as('comments'),
        (eb) => eb.fn.max('at').as('latest_at'),
      ])
      .where('module_path', 'in', filter.paths)
      .where((eb) => inPeriod(eb, filter))
      .groupBy(['module_path', 'item_id'])
      .orderBy('latest_at', 'desc')
      .orderBy('module_path')
      .orderBy('item_id')
      .execute();
    return rows.map((row) => ({
      path: row.module_path,
      itemId: row.item_id,
      yes: Number(row.yes),
      no: Number(row.no),
      comments: Number(row.comments),
      latestAt: Number(row.latest_at),
    }));
  }

  async answers(
    page: { path: string; itemId: string },
    filter: Omit<PageFeedbackFilter, 'paths'>,
    limit: number,
    offset: number,
  ): Promise<{ rows: StoredPageFeedback[]; total: number }> {
    const where = this.q
      .selectFrom('page_feedback')
      .where('module_path', '=', page.path)
      .where('item_id', '=', page.itemId)
      .where((eb) => inPeriod(eb, filter));
    const rows = await where
      .select(['module_path', 'item_id', 'helpful', 'comment', 'at'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const counted = await where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return { rows: rows.map(answerOf), total: Number(counted?.total ?? 0) };
  }

  async all(filter: PageFeedbackFilter): Promise<StoredPageFeedback[]> {
    if (filter.paths.length === 0) return [];
    const rows = await this.q
      .selectFrom('page_feedback')
      .select(['module_path', 'item_id', 'helpful', 'comment', 'at'])
      .where('module_path', 'in', filter.paths)
      .where((eb) => inPeriod(eb, filter))
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map(answerOf);
  }
}
