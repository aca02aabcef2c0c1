import { NO_REVIEW, reviewAfter, type ReviewState } from '../../shared/review-workflow';
import type { ReviewView } from '../../shared/review.types';

/**
 * A document's review as the server shows it (`ReviewView`, ISO times and names) and as the state
 * machine of review-workflow.ts reads it (`ReviewState`), both ways, so the editor and the twins
 * judge a draft's review with the server's own rules.
 */
export function reviewStateOf(view: ReviewView | null | undefined): ReviewState {
  if (!view) return NO_REVIEW;
  const submitted = { revision: view.revision, by: view.submittedBy };
  if (view.state === 'submitted')
    return {
      kind: 'submitted',
      ...submitted,
      at: Date.parse(view.submittedAt),
      ...(typeof view.returnedRevision === 'number' ? { returned: view.returnedRevision } : {}),
    };
  return {
    kind: 'returned',
    ...submitted,
    at: Date.parse(view.reviewedAt ?? view.submittedAt),
    note: view.note ?? '',
    reviewer: view.reviewedBy ?? '',
  };
}

/** The names a view shows beside the accounts of a state. */
export type NameOf = (account: string) => string;

/**
 * The view of `state`; `previous` keeps what the state does not hold (when a returned draft was
 * submitted), `nameOf` gives display names.
 */
export function reviewViewOf(
  state: ReviewState,
  nameOf: NameOf,
  previous: ReviewView | null = null,
): ReviewView | null {
  if (state.kind === 'none') return null;
  if (state.kind === 'submitted')
    return {
      state: 'submitted',
      revision: state.revision,
      submittedBy: state.by,
      submittedByName: nameOf(state.by),
      submittedAt: new Date(state.at).toISOString(),
      note: null,
      reviewedBy: null,
      reviewedByName: null,
      reviewedAt: null,
      returnedRevision: state.returned ?? null,
    };
  return {
    state: 'returned',
    revision: state.revision,
    submittedBy: state.by,
    submittedByName: previous?.submittedBy === state.by ? previous.submittedByName : nameOf(state.by),
    submittedAt: previous?.submittedAt ?? new Date(state.at).toISOString(),
    note: state.note,
    reviewedBy: state.reviewer,
    reviewedByName: nameOf(state.reviewer),
    reviewedAt: new Date(state.at).toISOString(),
    returnedRevision: null,
  };
}

/** A document's review after a save: a submitted draft leaves review, a returned one keeps its note. */
export function reviewAfterSave(view: ReviewView | null | undefined): ReviewView | null {
  const after = reviewAfter(reviewStateOf(view), { kind: 'save' });
  // A save is never refused by the machine; the state it leaves is none or the returned one.
  return after.ok && after.state.kind !== 'none' ? (view ?? null) : null;
}

/** Whether the draft waits for a reviewer now. */
export const isSubmitted = (view: ReviewView | null | undefined): boolean => view?.state === 'submitted';
