import type {
  DashboardDocument,
  DashboardLetter,
  DashboardList,
  DashboardSummary,
} from '../../shared/review.types';
import type { RightsRepository } from '../auth/rights.repository';
import type { SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';
import type { AuthoringService } from './authoring.service';
import type { DocumentRepository, StoredDocument } from './document.repository';
import type { SiteSettingsRepository } from './site-settings.repository';

/** Rows per list: the dashboard says what waits, the lists behind it hold the rest. */
export const DASHBOARD_ROWS = 10;

/** 最近發布 reaches this far back. */
export const RECENT_DAYS = 30;

const DAY_MS = 86_400_000;

/** 新信件 for an account: null when it reads no mailbox (the mailbox inbox answers it). */
export type NewLetters = (
  account: string,
) => DashboardList<DashboardLetter> | null | Promise<DashboardList<DashboardLetter> | null>;

/**
 * GET /backend/dashboard (issue 23): what waits for the caller, only on paths it may read. The
 * lists are queries over the documents' columns; each row is the document as the editor sees it.
 */
export class DashboardService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
    private readonly docs: DocumentRepository,
    private readonly authoring: AuthoringService,
    private readonly rights: RightsRepository,
    private readonly settings: SiteSettingsRepository,
    private readonly letters: NewLetters,
  ) {}

  async summary(account: string): Promise<DashboardSummary> {
    const { requireReview } = this.settings.read();
    const rightsOn = new Map(
      this.docs.rightsPaths().map((path) => [path, this.rights.rightsOn(account, path)]),
    );
    const readable = [...rightsOn].filter(([, rights]) => rights.r).map(([path]) => path);
    const reviewable = [...rightsOn].filter(([, rights]) => rights.r && rights.p).map(([path]) => path);
    const list = (where: string, values: Record<string, string | number>, order: string) =>
      this.pageOf(this.docs.onPaths(readable, where, values, order, DASHBOARD_ROWS));
    return {
      requireReview,
      myDrafts: this.myDrafts(account, readable),
      pendingReview:
        requireReview && this.holdsPAnywhere(account)
          ? this.pageOf(
              this.docs.onPaths(reviewable, "review_state = 'submitted'", {}, 'review_at', DASHBOARD_ROWS),
            )
          : null,
      returnedToMe: list(
        "review_state = 'returned' AND review_by = @account",
        { account },
        'reviewed_at DESC',
      ),
      scheduled: list('publish_at IS NOT NULL', {}, 'publish_at'),
      recentlyPublished: list(
        'published_at IS NOT NULL AND published_at >= @since',
        { since: this.clock.now() - RECENT_DAYS * DAY_MS },
        'published_at DESC',
      ),
      newLetters: await this.letters(account),
    };
  }

  /**
   * Saved last by the caller and not on the site as they stand. 'changed' is decided on the data
   * too (statusOf), so candidates are narrowed in SQL and counted after the status is known.
   */
  private myDrafts(account: string, readable: string[]): DashboardList<DashboardDocument> {
    const candidates = this.docs.onPaths(
      readable,
      'updated_by = @account AND publish_at IS NULL AND (published_revision IS NULL OR published_revision <> revision)',
      { account },
      'updated_at DESC',
      -1,
    );
    const rows = candidates.rows
      .map((doc) => this.row(doc))
      .filter((row) => row.status === 'draft' || row.status === 'changed');
    return { count: rows.length, rows: rows.slice(0, DASHBOARD_ROWS) };
  }

  private pageOf(page: { rows: StoredDocument[]; total: number }): DashboardList<DashboardDocument> {
    return { count: page.total, rows: page.rows.map((doc) => this.row(doc)) };
  }

  /** Reviewers are those with p somewhere, even where nothing waits yet. */
  private holdsPAnywhere(account: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM user_rights WHERE account = ? AND p = 1 LIMIT 1').get(account) !==
      undefined
    );
  }

  private row(doc: StoredDocument): DashboardDocument {
    const view = this.authoring.toView(doc);
    const title = (view.draft as { title?: unknown } | null)?.title;
    return {
      docId: view.docId,
      type: view.type,
      path: view.path,
      title: typeof title === 'string' ? title : null,
      status: view.status,
      revision: view.revision,
      updatedAt: view.updatedAt,
      updatedBy: view.updatedBy,
      updatedByName: this.authoring.displayNameOf(view.updatedBy),
      publishedAt: view.publishedAt,
      publishAt: view.schedule.publishAt,
      review: view.review ?? null,
    };
  }
}
