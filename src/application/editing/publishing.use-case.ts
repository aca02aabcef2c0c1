import {
  SaveConflict,
  type AuthoringSource,
  type DocumentData,
  type EditableDocument,
} from '../../domain/editing/authoring.port';
import { EDIT_QUESTIONS } from '../../domain/editing/edit-messages';
import { PublishBlocked, type PublishingSource } from '../../domain/editing/publishing.port';
import { formatTaiwanTime, scheduleProblem, taiwanLocalToIso } from '../../domain/editing/schedule-time';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import { ApiError } from '../../domain/errors/api-errors';
import type { Clock } from '../../domain/time/clock.port';
import { blockingFindings, type AccessibilityFinding } from '../../shared/accessibility-rules';
import type { EditSession } from './edit-session';

/** `submit` is 送審: the draft waits for a reviewer, behind the same gate as a publish. */
export type PublishAction = 'publish' | 'unpublish' | 'submit';

/** What a check judged, and the copy of the data it judged: a later change makes it stale. */
export interface CheckedCopy<F> {
  of: DocumentData;
  preview: F[];
  server: AccessibilityFinding[];
}

export type PublishOutcome =
  /** Published or taken off now, or scheduled at `at` (ISO 8601); the session holds the answer. */
  | { kind: 'done'; action: PublishAction; at: string | null; document: EditableDocument }
  /** The schedule's time cannot be used (empty, not a time, not after now): nothing was asked. */
  | { kind: 'bad-time'; reason: string }
  /** The editor answered 取消 to the question. */
  | { kind: 'declined' }
  /** Saving what was unsaved first met another editor's revision: the conflict is open. */
  | { kind: 'conflict' }
  /** Saving what was unsaved first failed: nothing was published. */
  | { kind: 'unsaved' }
  /** The shared rules still block the saved draft; the gate already lists why. */
  | { kind: 'blocked' }
  /** axe found a blocking problem in the preview; `checked` holds its findings. */
  | { kind: 'preview-blocked' }
  /** The server's own check refused (422); `checked` holds its findings. */
  | { kind: 'refused'; message: string }
  /** The document moved on (412): the newer draft was loaded if nothing was unsaved. */
  | { kind: 'moved-on' }
  /** The server said no, in its own words. */
  | { kind: 'failed'; description: string }
  /** No answer came back. */
  | { kind: 'unreachable' }
  /** The session has no document yet (still loading, or failed to load). */
  | { kind: 'not-ready' };

/** The moments a view shows while the action runs. */
export type PublishStep<F> =
  /** Asked and confirmed (or nothing to ask): the work begins. */
  | { step: 'started' }
  /** axe is about to run on the preview. */
  | { step: 'checking' }
  /** A check judged the draft: its findings replace the previous check's. */
  | { step: 'checked'; checked: CheckedCopy<F> };

export interface PublishPorts {
  publishing: PublishingSource;
  authoring: Pick<AuthoringSource, 'document'>;
  dialogs: Pick<Dialogs, 'confirm'>;
  clock: Clock;
}

export interface PublishRequest<F> {
  action: PublishAction;
  /** A schedule: the Taiwan `datetime-local` value typed; absent for now (always for a submit). */
  when?: string;
  docId: string;
  session: Pick<EditSession, 'getSnapshot' | 'saveNow' | 'adopt'>;
  /** axe on the preview of the draft: it reads the assembled page, so the view hands it in. */
  checkPreview: () => Promise<F[]>;
  onStep?: (step: PublishStep<F>) => void;
}

/**
 * 發布, 取消發布 and both at a time, and 送審, which checks and saves as a publish does. A schedule must be a time after now in Taiwan;
 * taking a page off asks first. What is unsaved is saved first, so what is published is what was
 * typed; a publish then passes the shared rules and axe on the preview before the server is asked,
 * and the server's answer becomes the session's base.
 */
export async function publishDocument<F extends AccessibilityFinding>(
  ports: PublishPorts,
  request: PublishRequest<F>,
): Promise<PublishOutcome> {
  const { action, when, docId, session, onStep } = request;
  // The document as the action began: what the form keeps should a newer copy fail to load.
  const began = session.getSnapshot().document;
  if (!began) return { kind: 'not-ready' };
  let at: string | null = null;
  if (when !== undefined && action !== 'submit') {
    const reason = scheduleProblem(when, ports.clock.now());
    if (reason) return { kind: 'bad-time', reason };
    at = taiwanLocalToIso(when);
  }
  if (action === 'unpublish') {
    const question = at ? EDIT_QUESTIONS.scheduleUnpublish(formatTaiwanTime(at)) : EDIT_QUESTIONS.unpublish;
    const sure = await ports.dialogs.confirm(question.message, question.title, { action: question.action });
    if (!sure) return { kind: 'declined' };
  }
  onStep?.({ step: 'started' });
  try {
    if (session.getSnapshot().dirty) await session.saveNow();
    const saved = session.getSnapshot();
    if (saved.conflict) return { kind: 'conflict' };
    if (saved.dirty || saved.save.kind === 'failed') return { kind: 'unsaved' };
    if (action !== 'unpublish') {
      if (blockingFindings(saved.data).length > 0) return { kind: 'blocked' };
      onStep?.({ step: 'checking' });
      const preview = await request.checkPreview();
      onStep?.({ step: 'checked', checked: { of: session.getSnapshot().data, preview, server: [] } });
      if (preview.some((finding) => finding.severity === 'blocking')) return { kind: 'preview-blocked' };
    }
    const revision = session.getSnapshot().document?.revision ?? began.revision;
    const schedule = at ?? undefined;
    const answered =
      action === 'submit'
        ? await ports.publishing.submit(docId, revision)
        : action === 'publish'
          ? await ports.publishing.publish(docId, revision, schedule)
          : await ports.publishing.unpublish(docId, revision, schedule);
    session.adopt(answered);
    return { kind: 'done', action, at, document: answered };
  } catch (error) {
    if (error instanceof SaveConflict) {
      // Nothing was unsaved (it was saved just before), so taking the newer copy loses nothing.
      if (!session.getSnapshot().dirty) {
        session.adopt(await ports.authoring.document(docId).catch(() => began));
      }
      return { kind: 'moved-on' };
    }
    if (error instanceof PublishBlocked) {
      const checked = { of: session.getSnapshot().data, preview: [], server: [...error.findings] };
      onStep?.({ step: 'checked', checked });
      return { kind: 'refused', message: error.message };
    }
    if (error instanceof ApiError) return { kind: 'failed', description: error.description };
    return { kind: 'unreachable' };
  }
}
