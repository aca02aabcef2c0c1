import type {
  DashboardDocument,
  DashboardLetter,
  DashboardList,
  DashboardSummary,
} from '../../shared/review.types';
import { ownTitleOf } from '../../shared/document-label';
import type { Clock } from '../platform/clock';
import { DocumentTitleService } from './document-titles';
import type { SiteStorage } from '../ports/storage.port';
import type { AuthoringService } from './authoring.service';
import type { DashboardFilter, StoredDocument } from '../ports/document-store.port';

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
 * GET /backend/dashboard: what waits for the caller, only on paths it may read. The
 * lists are the document store's named filters; each row is the document as the editor sees it.
 */
export class DashboardService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly authoring: AuthoringService,
    private readonly letters: NewLetters,
  ) {}

  private readonly titles = new DocumentTitleService(() => this.storage.stores);
  private moduleTitles: Promise<Map<string, string>> | null = null;

  async summary(account: string): Promise<DashboardSummary> {
    this.moduleTitles = null;
    const { documents, rights, siteSettings } = this.storage.stores;
    const { requireReview } = await siteSettings.read();
    const rightsOn = new Map<string, Awaited<ReturnType<typeof rights.rightsOn>>>();
    for (const path of await documents.rightsPaths())
      rightsOn.set(path, await rights.rightsOn(account, path));
    const readable = [...rightsOn].filter(([, held]) => held.r).map(([path]) => path);
    const reviewable = [...rightsOn].filter(([, held]) => held.r && held.p).map(([path]) => path);
    const list = async (paths: string[], filter: DashboardFilter) =>
      this.pageOf(await documents.onPaths(paths, filter, DASHBOARD_ROWS));
    return {
      requireReview,
      myDrafts: await this.myDrafts(account, readable),
      // Reviewers are those with p somewhere, even where nothing waits yet.
      pendingReview:
        requireReview && (await rights.holdsAnywhere(account, 'p'))
          ? await list(reviewable, { kind: 'submitted' })
          : null,
      returnedToMe: await list(readable, { kind: 'returned-to', account }),
      scheduled: await list(readable, { kind: 'scheduled' }),
      recentlyPublished: await list(readable, {
        kind: 'published-since',
        since: this.clock.now() - RECENT_DAYS * DAY_MS,
      }),
      newLetters: await this.letters(account),
    };
  }

  /**
   * Saved last by the caller and not on the site as they stand. 'changed' is decided on the data
   * too (statusOf), so candidates are narrowed by the store and counted after the status is known.
   */
  private async myDrafts(account: string, readable: string[]): Promise<DashboardList<DashboardDocument>> {
    const candidates = await this.storage.stores.documents.onPaths(
      readable,
      { kind: 'drafts-by', account },
      null,
    );
    const rows = (await Promise.all(candidates.rows.map((doc) => this.row(doc)))).filter(
      (row) => row.status === 'draft' || row.status === 'changed',
    );
    return { count: rows.length, rows: rows.slice(0, DASHBOARD_ROWS) };
  }

  private async pageOf(page: {
    rows: StoredDocument[];
    total: number;
  }): Promise<DashboardList<DashboardDocument>> {
    return { count: page.total, rows: await Promise.all(page.rows.map((doc) => this.row(doc))) };
  }

  private async row(doc: StoredDocument): Promise<DashboardDocument> {
    const view = await this.authoring.toView(doc);
    // The module titles are read once per summary (`summary` clears them), not once per row.
    this.moduleTitles ??= this.titles.moduleTitles();
    const modulePath = view.path === '*' ? doc.docId.split(':')[1] : view.path;
    return {
      docId: view.docId,
      type: view.type,
      path: view.path,
      title: ownTitleOf(view.docId, view.draft),
      moduleTitle: (modulePath && (await this.moduleTitles).get(modulePath)) ?? null,
      status: view.status,
      revision: view.revision,
      updatedAt: view.updatedAt,
      updatedBy: view.updatedBy,
      updatedByName: await this.authoring.displayNameOf(view.updatedBy),
      publishedAt: view.publishedAt,
      publishAt: view.schedule.publishAt,
      review: view.review ?? null,
    };
  }
}
