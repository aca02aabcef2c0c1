import type { ApiClient } from '../api/api-client';
import { ApiError } from '../../domain/errors/api-errors';
import {
  PAGE_FEEDBACK_COMMENT_MAX,
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXT as T,
} from '../../shared/page-feedback';

/** A visitor's answer as the form holds it. */
export interface PageFeedbackDraft {
  path: string;
  /** '' for a single page itself. */
  itemId: string;
  helpful: boolean | null;
  comment: string;
}

/** How a send ended: thanked, refused with the server's words, or not sent (the comment is kept). */
export type PageFeedbackOutcome = { kind: 'thanks' } | { kind: 'refused' | 'failed'; message: string };

/** The comment's length as the server counts it (characters, not UTF-16 units). */
export const commentLength = (comment: string): number => [...comment.trim()].length;

/** What stops the draft from being sent, in zh-TW; null when it may go. */
export function draftProblem(draft: PageFeedbackDraft): string | null {
  if (draft.helpful === null) return T.chooseAnswer;
  if (commentLength(draft.comment) > PAGE_FEEDBACK_COMMENT_MAX) return T.commentTooLong;
  return null;
}

/**
 * Sends the answer the plain form would post, as JSON, with no dialog: every outcome is shown in
 * place, in the form's polite live region. A refusal (400, 403, 404, 429) gives the server's
 * sentence; anything else says it was not sent, and the form keeps what was typed.
 */
export async function sendPageFeedback(
  api: Pick<ApiClient, 'post'>,
  draft: PageFeedbackDraft,
): Promise<PageFeedbackOutcome> {
  const problem = draftProblem(draft);
  if (problem !== null) return { kind: 'refused', message: problem };
  const comment = draft.comment.trim();
  const body = {
    helpful: draft.helpful,
    ...(comment === '' ? {} : { comment }),
    ...(draft.itemId === '' ? {} : { itemId: draft.itemId }),
  };
  try {
    await api.post(PAGE_FEEDBACK_PATHS.answer(draft.path), body, { errors: 'caller' });
    return { kind: 'thanks' };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { kind: 'refused', message: error.description };
    return { kind: 'failed', message: T.failed };
  }
}
