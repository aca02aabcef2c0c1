import type { ReviewState } from '../../shared/review-workflow';
import type { StoredReview } from '../ports/document-store.port';

/** The state machine's view of a stored review. */
export function reviewStateOf(review: StoredReview): ReviewState {
  if (review.kind !== 'returned') return review;
  const { submittedAt: _submittedAt, ...state } = review;
  return state;
}

/** A new state as stored; a return keeps the submission time of the review it ends. */
export function storedReviewOf(state: ReviewState, before: StoredReview): StoredReview {
  if (state.kind !== 'returned') return state;
  return {
    ...state,
    submittedAt:
      before.kind === 'none' ? state.at : before.kind === 'submitted' ? before.at : before.submittedAt,
  };
}
