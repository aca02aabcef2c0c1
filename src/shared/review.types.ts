import type { DocumentStatus } from './document-status';

/**
 * **ext** Review before publishing and the dashboard. The review actions take the
 * revision in `If-Match`, like publishing, and answer the `DocumentView`.
 */

/** A document's review, in `DocumentView.review`: null when nothing waits. */
export interface ReviewView {
  state: 'submitted' | 'returned';
  /** The revision submitted: the one a reviewer sees and approves. */
  revision: number;
  submittedBy: string;
  submittedByName: string;
  /** ISO 8601. */
  submittedAt: string;
  /** The reviewer's note on a return. */
  note: string | null;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  /**
   * **ext** On a resubmission, the revision the reviewer returned before it: the one the fix is
   * compared with. Null on a first submission and on a returned draft.
   */
  returnedRevision?: number | null;
}

/** POST …/return: the note is required. */
export interface ReturnBody {
  note: string;
}

/** POST …/approve: `at` (ISO 8601) schedules the publish; absent publishes now. */
export interface ApproveBody {
  at?: string;
}

export interface DashboardDocument {
  docId: string;
  type: string;
  path: string;
  /** The draft's own title (a module settings' `info.title`); null when it has none. */
  title: string | null;
  /** **ext** The title of the module (or landing page) it belongs to, so staff read 最新消息 設定, not an id. */
  moduleTitle?: string | null;
  status: DocumentStatus;
  revision: number;
  updatedAt: string;
  updatedBy: string;
  updatedByName: string;
  publishedAt: string | null;
  /** The scheduled publish time, when there is one. */
  publishAt: string | null;
  review: ReviewView | null;
}

export interface DashboardLetter {
  serialNo: string;
  path: string;
  subject: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Taipei. */
  createdAt: string;
  /** `YYYY-MM-DD`, Asia/Taipei. */
  replyBy: string;
  overdue: boolean;
}

/** A count and the first rows (at most 10) of one thing that waits. */
export interface DashboardList<T> {
  count: number;
  rows: T[];
}

/**
 * GET /backend/dashboard: what waits for the caller, only on paths it may read. A list is null
 * when it is not the caller's to see: 待審核 without p anywhere (or review off), 新信件 without r
 * on any mailbox.
 */
export interface DashboardSummary {
  requireReview: boolean;
  /** Drafts the caller saved last that are not published as they stand (draft or changed). */
  myDrafts: DashboardList<DashboardDocument>;
  pendingReview: DashboardList<DashboardDocument> | null;
  returnedToMe: DashboardList<DashboardDocument>;
  scheduled: DashboardList<DashboardDocument>;
  /** Newest first. */
  recentlyPublished: DashboardList<DashboardDocument>;
  newLetters: DashboardList<DashboardLetter> | null;
}
