import {
  mayReview,
  NO_REVIEW,
  publishMode,
  REVIEW_TEXTS,
  reviewAfter,
  type ReviewState,
} from '../../../src/shared/review-workflow';

const submitted = (revision = 7, by = 'writer'): ReviewState => ({
  kind: 'submitted',
  revision,
  by,
  at: 1000,
});
const returned = (revision = 7): ReviewState => ({
  kind: 'returned',
  revision,
  by: 'writer',
  at: 2000,
  note: '請補上活動時間',
  reviewer: 'editor',
});

describe('review before publishing, as a state machine', () => {
  describe('a save', () => {
    it('takes a submitted draft back out of review', () => {
      expect(reviewAfter(submitted(), { kind: 'save' })).toEqual({ ok: true, state: NO_REVIEW });
    });

    it('keeps a returned draft returned, with its note, while the writer fixes it', () => {
      expect(reviewAfter(returned(), { kind: 'save' })).toEqual({ ok: true, state: returned() });
    });

    it('leaves a draft nobody submitted as it was', () => {
      expect(reviewAfter(NO_REVIEW, { kind: 'save' })).toEqual({ ok: true, state: NO_REVIEW });
    });
  });

  describe('a submission', () => {
    const event = { kind: 'submit', revision: 8, by: 'writer', at: 3000 } as const;
    const after = { kind: 'submitted', revision: 8, by: 'writer', at: 3000 };

    it('puts a draft into review at its revision', () => {
      expect(reviewAfter(NO_REVIEW, event)).toEqual({ ok: true, state: after });
    });

    it('sends a returned draft back to review with the fixes, remembering the revision returned', () => {
      expect(reviewAfter(returned(7), event)).toEqual({ ok: true, state: { ...after, returned: 7 } });
    });

    it('is refused for a revision already waiting, with 409', () => {
      expect(reviewAfter(submitted(8), event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.alreadySubmitted,
      });
    });

    it('replaces a submission of another revision', () => {
      expect(reviewAfter(submitted(6), event)).toEqual({ ok: true, state: after });
    });
  });

  describe('a return', () => {
    const event = {
      kind: 'return',
      revision: 7,
      note: '  請補上活動時間 ',
      reviewer: 'editor',
      at: 2000,
    } as const;

    it('sends the submitted revision back with the trimmed note, keeping who submitted it', () => {
      expect(reviewAfter(submitted(7), event)).toEqual({ ok: true, state: returned(7) });
    });

    it('needs a note, with 400', () => {
      expect(reviewAfter(submitted(7), { ...event, note: ' \n ' })).toEqual({
        ok: false,
        code: 400,
        reason: REVIEW_TEXTS.noteRequired,
      });
    });

    it('is refused when the draft waits at another revision', () => {
      expect(reviewAfter(submitted(9), event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.changedSinceSubmit,
      });
    });

    it('is refused for a draft that is not waiting', () => {
      for (const state of [NO_REVIEW, returned(7)])
        expect(reviewAfter(state, event)).toEqual({
          ok: false,
          code: 409,
          reason: REVIEW_TEXTS.notSubmitted,
        });
    });
  });

  describe('an approval', () => {
    const event = { kind: 'approve', revision: 7, reviewer: 'editor' } as const;

    it('ends the review of the submitted revision', () => {
      expect(reviewAfter(submitted(7), event)).toEqual({ ok: true, state: NO_REVIEW });
    });

    it('is refused for text saved after the submission, which took it out of review', () => {
      expect(reviewAfter(NO_REVIEW, event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.changedSinceSubmit,
      });
    });

    it('is refused for another revision than the one submitted', () => {
      expect(reviewAfter(submitted(8), event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.changedSinceSubmit,
      });
    });

    it('is refused for a returned draft', () => {
      expect(reviewAfter(returned(7), event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.notSubmitted,
      });
    });

    it('is refused to the writer who submitted it: four eyes', () => {
      expect(reviewAfter(submitted(7, 'editor'), event)).toEqual({
        ok: false,
        code: 409,
        reason: REVIEW_TEXTS.ownSubmission,
      });
    });
  });

  it('a publish without review decides whatever waited', () => {
    for (const state of [NO_REVIEW, submitted(), returned()])
      expect(reviewAfter(state, { kind: 'publish' })).toEqual({ ok: true, state: NO_REVIEW });
  });
});

describe('who publishes and who reviews', () => {
  const writer = { r: true, w: true, d: false, p: false };
  const editor = { r: true, w: true, d: true, p: true };
  const viewer = { r: true, w: false, d: false, p: true };

  it('publishes with w while the site does not require review, p or not', () => {
    expect(publishMode(writer, false)).toBe('publish');
    expect(publishMode(editor, false)).toBe('publish');
  });

  it('submits with w but not p while review is required', () => {
    expect(publishMode(writer, true)).toBe('submit');
  });

  it('publishes with w and p while review is required', () => {
    expect(publishMode(editor, true)).toBe('publish');
  });

  it('does neither without w, whatever else it holds', () => {
    expect(publishMode(viewer, true)).toBe('none');
    expect(publishMode(viewer, false)).toBe('none');
    expect(publishMode(null, true)).toBe('none');
    expect(publishMode(undefined, false)).toBe('none');
  });

  it('reviews with p, only while review is required', () => {
    expect(mayReview(editor, true)).toBe(true);
    expect(mayReview(viewer, true)).toBe(true);
    expect(mayReview(editor, false)).toBe(false);
    expect(mayReview(writer, true)).toBe(false);
    expect(mayReview(null, true)).toBe(false);
  });
});
