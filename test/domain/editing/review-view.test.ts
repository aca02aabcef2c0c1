import {
  isSubmitted,
  reviewAfterSave,
  reviewStateOf,
  reviewViewOf,
} from '../../../src/domain/editing/review-view';
import type { ReviewView } from '../../../src/shared/review.types';

const AT = Date.UTC(2026, 10, 23, 2, 0);
const names = (account: string) => ({ writer: '撰稿者', editor: '編輯者' })[account] ?? account;

const submitted: ReviewView = {
  state: 'submitted',
  revision: 4,
  submittedBy: 'writer',
  submittedByName: '撰稿者',
  submittedAt: new Date(AT).toISOString(),
  note: null,
  reviewedBy: null,
  reviewedByName: null,
  reviewedAt: null,
  returnedRevision: null,
};

const returned: ReviewView = {
  ...submitted,
  state: 'returned',
  note: '請補上日期。',
  reviewedBy: 'editor',
  reviewedByName: '編輯者',
  reviewedAt: new Date(AT + 60_000).toISOString(),
};

describe('a document’s review between the server’s view and the state machine', () => {
  it('reads no review as none', () => {
    expect(reviewStateOf(null)).toEqual({ kind: 'none' });
    expect(reviewStateOf(undefined)).toEqual({ kind: 'none' });
    expect(reviewViewOf({ kind: 'none' }, names)).toBeNull();
  });

  it('keeps the revision a resubmission was returned at, both ways', () => {
    const resubmitted = { ...submitted, revision: 6, returnedRevision: 4 };
    const state = reviewStateOf(resubmitted);
    expect(state).toEqual({ kind: 'submitted', revision: 6, by: 'writer', at: AT, returned: 4 });
    expect(reviewViewOf(state, names)).toEqual(resubmitted);
  });

  it('reads a submission and writes it back as the server shows it', () => {
    const state = reviewStateOf(submitted);

    expect(state).toEqual({ kind: 'submitted', revision: 4, by: 'writer', at: AT });
    expect(reviewViewOf(state, names)).toEqual(submitted);
  });

  it('reads a return with its note and reviewer, keeping when it was submitted', () => {
    const state = reviewStateOf(returned);

    expect(state).toEqual({
      kind: 'returned',
      revision: 4,
      by: 'writer',
      at: AT + 60_000,
      note: '請補上日期。',
      reviewer: 'editor',
    });
    expect(reviewViewOf(state, names, submitted)).toEqual(returned);
    // Without the earlier view, the time submitted is unknown: the return's time stands in.
    expect(reviewViewOf(state, names)).toEqual({ ...returned, submittedAt: returned.reviewedAt });
  });

  it('reads a return the server left half-filled without failing', () => {
    const bare: ReviewView = { ...returned, note: null, reviewedBy: null, reviewedAt: null };

    expect(reviewStateOf(bare)).toMatchObject({ note: '', reviewer: '', at: AT });
  });

  it('takes a submitted draft out of review on a save, and keeps a returned draft’s note', () => {
    expect(reviewAfterSave(submitted)).toBeNull();
    expect(reviewAfterSave(returned)).toBe(returned);
    expect(reviewAfterSave(null)).toBeNull();
  });

  it('says whether the draft waits for a reviewer', () => {
    expect(isSubmitted(submitted)).toBe(true);
    expect(isSubmitted(returned)).toBe(false);
    expect(isSubmitted(undefined)).toBe(false);
  });
});
