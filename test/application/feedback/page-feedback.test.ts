import {
  commentLength,
  draftProblem,
  sendPageFeedback,
} from '../../../src/application/feedback/page-feedback';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import { PAGE_FEEDBACK_TEXT } from '../../../src/shared/page-feedback';

const draft = { path: 'news', itemId: 'n2', helpful: false as boolean | null, comment: ' 字太小 ' };

function apiAnswering(outcome: () => Promise<unknown>) {
  const calls: Array<{ path: string; body: unknown; options: unknown }> = [];
  return {
    calls,
    api: {
      post: <T>(path: string, body?: unknown, options?: unknown): Promise<T> => {
        calls.push({ path, body, options });
        return outcome() as Promise<T>;
      },
    },
  };
}

describe('a visitor’s page feedback', () => {
  it('counts characters as the server does, surrogate pairs as one, edges trimmed', () => {
    expect(commentLength(' 𠮷a ')).toBe(2);
  });

  it('asks for 是 or 否 first, and for a comment of at most 200 characters', () => {
    expect(draftProblem({ ...draft, helpful: null })).toBe(PAGE_FEEDBACK_TEXT.chooseAnswer);
    expect(draftProblem({ ...draft, comment: '字'.repeat(201) })).toBe(PAGE_FEEDBACK_TEXT.commentTooLong);
    expect(draftProblem({ ...draft, comment: '字'.repeat(200) })).toBeNull();
  });

  it('sends the answer as JSON with no dialog, the comment trimmed, and thanks', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve({ ok: true }));
    expect(await sendPageFeedback(api, draft)).toEqual({ kind: 'thanks' });
    expect(calls).toEqual([
      {
        path: '/api/feedback/news',
        body: { helpful: false, comment: '字太小', itemId: 'n2' },
        options: { errors: 'caller' },
      },
    ]);
    await sendPageFeedback(api, { path: 'about', itemId: '', helpful: true, comment: '  ' });
    expect(calls[1]!.body).toEqual({ helpful: true });
  });

  it('sends nothing while the draft has a problem', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve({ ok: true }));
    expect(await sendPageFeedback(api, { ...draft, helpful: null })).toEqual({
      kind: 'refused',
      message: PAGE_FEEDBACK_TEXT.chooseAnswer,
    });
    expect(calls).toEqual([]);
  });

  it('gives the server’s sentence for a refusal, and a keep-your-text sentence for anything else', async () => {
    const refusal = new ApiError({
      status: 429,
      error_description: PAGE_FEEDBACK_TEXT.tooMany,
      code: 'E429',
      time: '2026-11-22 10:00:00',
    });
    expect(await sendPageFeedback(apiAnswering(() => Promise.reject(refusal)).api, draft)).toEqual({
      kind: 'refused',
      message: PAGE_FEEDBACK_TEXT.tooMany,
    });
    const down = new ApiError({ status: 503, error_description: '維護中', code: 'E503', time: '' });
    for (const failure of [down, new NetworkError('offline')])
      expect(await sendPageFeedback(apiAnswering(() => Promise.reject(failure)).api, draft)).toEqual({
        kind: 'failed',
        message: PAGE_FEEDBACK_TEXT.failed,
      });
  });
});
