/** An answer to 「這個頁面對您有幫助嗎？」 as stored: nothing of who gave it. */
export interface StoredPageFeedback {
  path: string;
  /** '' for a single page itself. */
  itemId: string;
  helpful: boolean;
  comment: string | null;
  /** Epoch milliseconds. */
  at: number;
}

/** Which answers a read takes: those of pages under `paths`, in [from, toExclusive). */
export interface PageFeedbackFilter {
  paths: readonly string[];
  from?: number;
  toExclusive?: number;
}

/** One page's answers in a filter's period. */
export interface PageFeedbackCount {
  path: string;
  itemId: string;
  yes: number;
  no: number;
  comments: number;
  /** The latest answer's time, epoch milliseconds. */
  latestAt: number;
}

/** 頁面回饋's rows (`page_feedback`). */
export interface PageFeedbackStore {
  add(answer: StoredPageFeedback): Promise<void>;
  /** Each page with answers in the filter, the latest answered first. */
  counts(filter: PageFeedbackFilter): Promise<PageFeedbackCount[]>;
  /** One page's answers in the filter's period, newest first, a page of them and the total. */
  answers(
    page: { path: string; itemId: string },
    filter: Omit<PageFeedbackFilter, 'paths'>,
    limit: number,
    offset: number,
  ): Promise<{ rows: StoredPageFeedback[]; total: number }>;
  /** Every answer in the filter, oldest first (the CSV export). */
  all(filter: PageFeedbackFilter): Promise<StoredPageFeedback[]>;
}
