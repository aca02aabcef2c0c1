import type { Rights } from './api-types';

/**
 * Review before publishing, as one state machine for the server, which enforces it,
 * and the editor, which offers what it allows.
 *
 * A draft is submitted (送審) at a revision; a reviewer returns it (退回) with a note, or approves
 * it (核准), which publishes that revision. A save after submitting takes the draft back out of
 * review, so a reviewer never approves text they have not seen.
 */
export type ReviewState =
  | { kind: 'none' }
  | {
      kind: 'submitted';
      revision: number;
      by: string;
      at: number;
      /** The revision returned before this submission: what the fix is read against. */
      returned?: number;
    }
  | { kind: 'returned'; revision: number; by: string; at: number; note: string; reviewer: string };

export type ReviewEvent =
  /** A new draft revision was saved (or restored). */
  | { kind: 'save' }
  | { kind: 'submit'; revision: number; by: string; at: number }
  | { kind: 'return'; revision: number; note: string; reviewer: string; at: number }
  | { kind: 'approve'; revision: number; reviewer: string }
  /** Published without review by an account with p, or by the scheduler. */
  | { kind: 'publish' };

export type ReviewTransition =
  | { ok: true; state: ReviewState }
  /** `code` is the HTTP status the server answers with. */
  | { ok: false; code: 400 | 409; reason: string };

export const NO_REVIEW: ReviewState = Object.freeze({ kind: 'none' });

export const REVIEW_TEXTS = {
  alreadySubmitted: '這份草稿已送審，正在等待審核。',
  notSubmitted: '這份草稿沒有在等待審核。',
  changedSinceSubmit: '這份草稿在送審後又有修改，需要重新送審才能核准。',
  ownSubmission: '不能核准自己送審的草稿，請由其他審核者核准。',
  noteRequired: '請填寫退回的原因，讓撰稿者知道要修改什麼。',
  publishNeedsReview: '這個頁面需要審核後才能發布：請按「送審」，由有發布權限的審核者核准。',
} as const;

const refused = (code: 400 | 409, reason: string): ReviewTransition => ({ ok: false, code, reason });

/** What `event` makes of a draft in `state`, or why it may not happen. */
export function reviewAfter(state: ReviewState, event: ReviewEvent): ReviewTransition {
  switch (event.kind) {
    case 'save':
      // A returned draft keeps its note while the writer fixes it; a submitted one is withdrawn.
      return { ok: true, state: state.kind === 'submitted' ? NO_REVIEW : state };
    case 'submit':
      if (state.kind === 'submitted' && state.revision === event.revision)
        return refused(409, REVIEW_TEXTS.alreadySubmitted);
      return {
        ok: true,
        state: {
          kind: 'submitted',
          revision: event.revision,
          by: event.by,
          at: event.at,
          // A resubmission after 退回 remembers the revision returned, so the reviewer reads the fix
          // against the text they sent back, not against the published copy.
          ...(state.kind === 'returned' ? { returned: state.revision } : {}),
        },
      };
    case 'return': {
      if (state.kind !== 'submitted' || state.revision !== event.revision)
        return refused(
          409,
          state.kind === 'submitted' ? REVIEW_TEXTS.changedSinceSubmit : REVIEW_TEXTS.notSubmitted,
        );
      const note = event.note.trim();
      if (note === '') return refused(400, REVIEW_TEXTS.noteRequired);
      return {
        ok: true,
        state: {
          kind: 'returned',
          revision: state.revision,
          by: state.by,
          at: event.at,
          note,
          reviewer: event.reviewer,
        },
      };
    }
    case 'approve':
      if (state.kind !== 'submitted')
        return refused(
          409,
          state.kind === 'none' ? REVIEW_TEXTS.changedSinceSubmit : REVIEW_TEXTS.notSubmitted,
        );
      if (state.revision !== event.revision) return refused(409, REVIEW_TEXTS.changedSinceSubmit);
      // Four eyes: review is for someone other than the writer.
      if (state.by === event.reviewer) return refused(409, REVIEW_TEXTS.ownSubmission);
      return { ok: true, state: NO_REVIEW };
    case 'publish':
      return { ok: true, state: NO_REVIEW };
  }
}

/**
 * What an account may do with a draft on a path: publish it, submit it for review, or neither.
 * p counts only while the site requires review; without review, w publishes as it always did.
 */
export function publishMode(
  rights: Rights | null | undefined,
  requireReview: boolean,
): 'publish' | 'submit' | 'none' {
  if (rights?.w !== true) return 'none';
  if (requireReview && rights.p !== true) return 'submit';
  return 'publish';
}

/** Whether the account reviews drafts on a path: p there, while review is required. */
export const mayReview = (rights: Rights | null | undefined, requireReview: boolean): boolean =>
  requireReview && rights?.p === true;
