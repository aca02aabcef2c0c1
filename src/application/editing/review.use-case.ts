import {
  SaveConflict,
  type AuthoringSource,
  type DocumentData,
  type EditableDocument,
} from '../../domain/editing/authoring.port';
import type { HistorySource } from '../../domain/editing/history.port';
import { comparisonBaseOf, type ComparisonBase } from '../../domain/editing/review-comparison';
import {
  PublishBlocked,
  type DashboardSource,
  type PublishingSource,
} from '../../domain/editing/publishing.port';
import { scheduleProblem, taiwanLocalToIso } from '../../domain/editing/schedule-time';
import { ApiError } from '../../domain/errors/api-errors';
import type { Rights } from '../../domain/rights/rights';
import type { Clock } from '../../domain/time/clock.port';
import { blockingFindings, type AccessibilityFinding } from '../../shared/accessibility-rules';
import { mayReview, publishMode, REVIEW_TEXTS } from '../../shared/review-workflow';
import type { DashboardSummary } from '../../shared/review.types';
import type { EditSession } from './edit-session';
import type { PublishStep } from './publishing.use-case';

export type ReviewAction = 'approve' | 'return';

export type ReviewOutcome =
  /** Approved (published now, or scheduled at `at`) or returned; `document` is the server's answer. */
  | { kind: 'done'; action: ReviewAction; at: string | null; document: EditableDocument }
  /** The schedule's time cannot be used: nothing was asked. */
  | { kind: 'bad-time'; reason: string }
  /** A return needs a note for the writer: nothing was asked. */
  | { kind: 'note-required'; reason: string }
  /** The reviewer typed into the draft and has not saved: approving would approve unseen text. */
  | { kind: 'unsaved-changes' }
  /** The shared rules block the draft submitted. */
  | { kind: 'blocked' }
  /** axe found a blocking problem in the preview. */
  | { kind: 'preview-blocked' }
  /** The server's own check refused (422). */
  | { kind: 'refused'; message: string }
  /** The document moved on (412): someone saved since it was opened. */
  | { kind: 'moved-on' }
  /** The server said no in its own words (409 when the draft changed since it was submitted). */
  | { kind: 'failed'; description: string }
  | { kind: 'unreachable' };

export interface ReviewPorts {
  publishing: Pick<PublishingSource, 'approve' | 'returnToWriter'>;
  clock: Clock;
}

export interface ReviewRequest<F> {
  action: ReviewAction;
  docId: string;
  /** The copy the reviewer read: its revision goes in `If-Match`, its draft through the gate. */
  document: EditableDocument;
  /** 退回's note. */
  note?: string;
  /** 核准並發布 at a time: the Taiwan `datetime-local` value typed; absent for now. */
  when?: string;
  /** The open edit session when the reviewer approves from the editor: it takes the answer. */
  session?: Pick<EditSession, 'getSnapshot' | 'adopt'>;
  /** axe on the preview, where there is one (the editor); the review screen has the rules only. */
  checkPreview?: () => Promise<F[]>;
  onStep?: (step: PublishStep<F>) => void;
}

/**
 * 核准並發布 (now or at a time) and 退回 with a note, by a reviewer on the copy they read.
 * Nothing is saved first: a save would take the draft out of review, and a reviewer approves only
 * the text that was submitted, so typing not yet saved stops an approval. An approval passes the
 * accessibility gate again (the shared rules, and axe where there is a preview) before the server
 * is asked; the server's answer becomes the session's base.
 */
export async function reviewSubmission<F extends AccessibilityFinding>(
  ports: ReviewPorts,
  request: ReviewRequest<F>,
): Promise<ReviewOutcome> {
  const { action, docId, document: submitted, session, onStep } = request;
  let at: string | null = null;
  if (action === 'return') {
    if ((request.note ?? '').trim() === '')
      return { kind: 'note-required', reason: REVIEW_TEXTS.noteRequired };
  } else if (request.when !== undefined) {
    const reason = scheduleProblem(request.when, ports.clock.now());
    if (reason) return { kind: 'bad-time', reason };
    at = taiwanLocalToIso(request.when);
  }
  if (session?.getSnapshot().dirty) return { kind: 'unsaved-changes' };
  onStep?.({ step: 'started' });
  try {
    if (action === 'approve') {
      if (blockingFindings(submitted.draft).length > 0) return { kind: 'blocked' };
      if (request.checkPreview) {
        onStep?.({ step: 'checking' });
        const preview = await request.checkPreview();
        onStep?.({ step: 'checked', checked: { of: submitted.draft, preview, server: [] } });
        if (preview.some((finding) => finding.severity === 'blocking')) return { kind: 'preview-blocked' };
      }
    }
    const answered =
      action === 'approve'
        ? await ports.publishing.approve(docId, submitted.revision, at ?? undefined)
        : await ports.publishing.returnToWriter(docId, submitted.revision, (request.note ?? '').trim());
    session?.adopt(answered);
    return { kind: 'done', action, at, document: answered };
  } catch (error) {
    if (error instanceof SaveConflict) return { kind: 'moved-on' };
    if (error instanceof PublishBlocked) {
      onStep?.({
        step: 'checked',
        checked: { of: submitted.draft, preview: [], server: [...error.findings] },
      });
      return { kind: 'refused', message: error.message };
    }
    if (error instanceof ApiError) return { kind: 'failed', description: error.description };
    return { kind: 'unreachable' };
  }
}

/** What the editor offers on a page: 發布, or 送審 and (for reviewers) 核准 and 退回. */
export interface ReviewContext {
  requireReview: boolean;
  mode: ReturnType<typeof publishMode>;
  reviewer: boolean;
}

/**
 * The account's way to publish on a page, from its rights there (`GET /backend/rights`, with p) and
 * the site's `requireReview`. Settings that cannot be read count as no review: the server enforces
 * review anyway, and answers a refused publish in words.
 */
export async function reviewContext(
  authoring: Pick<AuthoringSource, 'siteSettings'>,
  rights: Rights | null,
): Promise<ReviewContext> {
  const requireReview = await authoring.siteSettings().then(
    (settings) => settings.requireReview,
    () => false,
  );
  return {
    requireReview,
    mode: publishMode(rights, requireReview),
    reviewer: mayReview(rights, requireReview),
  };
}

export type DashboardOutcome =
  | { kind: 'ready'; summary: DashboardSummary }
  | { kind: 'failed'; description: string }
  | { kind: 'unreachable' };

/** What waits for the signed-in account (the dashboard's overview). */
export async function loadDashboard(source: DashboardSource): Promise<DashboardOutcome> {
  try {
    return { kind: 'ready', summary: await source.dashboard() };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', description: error.description };
    return { kind: 'unreachable' };
  }
}

export type SubmissionOutcome =
  /**
   * `waiting`: the draft is submitted as it stands, so a reviewer may act on it. `base` is what the
   * draft is compared with, and `baseData` that copy's data (null when there is none to compare).
   */
  | {
      kind: 'ready';
      document: EditableDocument;
      waiting: boolean;
      base: ComparisonBase;
      baseData: DocumentData | null;
    }
  | { kind: 'failed'; description: string }
  | { kind: 'unreachable' };

/**
 * One submission for the 待審核 screen: the document with its draft, and the copy it is compared
 * with: the revision the reviewer returned when this is a resubmission, else the published copy.
 */
export async function openSubmission(
  ports: { authoring: Pick<AuthoringSource, 'document'>; history: Pick<HistorySource, 'revision'> },
  docId: string,
): Promise<SubmissionOutcome> {
  try {
    const opened = await ports.authoring.document(docId);
    const base = comparisonBaseOf(opened);
    const baseData =
      base.kind === 'returned'
        ? (await ports.history.revision(docId, base.revision)).data
        : base.kind === 'published'
          ? opened.published
          : null;
    return {
      kind: 'ready',
      document: opened,
      waiting: opened.review?.state === 'submitted',
      base,
      baseData,
    };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'failed', description: error.description };
    return { kind: 'unreachable' };
  }
}
