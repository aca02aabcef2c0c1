import type { ReviewOutcome } from '../../../application/editing/review.use-case';
import { formatTaiwanTime } from '../../../domain/editing/schedule-time';
import type { ReviewView } from '../../../shared/review.types';

/** The review's words, shared by the publish section, the 待審核 screen and the dashboard. */
export const REVIEW_WORDS = {
  submitted: '已送審，等待審核',
  returned: '已退回',
  withdrawn: '草稿在送審後已修改，已退出審核：請再按「送審」重新送審。',
  submitDone: '已送審，等待審核',
  approveDone: '已核准並發布',
  approveScheduled: (when: string) => `已核准，將於 ${when} 發布`,
  returnDone: '已退回給撰稿者',
} as const;

/** 已送審，等待審核（撰稿者，2026-11-23 10:00 送審）. */
export const submittedLine = (review: ReviewView): string =>
  `${REVIEW_WORDS.submitted}（${review.submittedByName}於 ${formatTaiwanTime(review.submittedAt)}送審）`;

/** 已退回（編輯者，2026-11-23 10:30）. */
export const returnedLine = (review: ReviewView): string => {
  const by = review.reviewedByName ?? review.reviewedBy ?? '審核者';
  const at = review.reviewedAt ? `於 ${formatTaiwanTime(review.reviewedAt)}` : '';
  return `${REVIEW_WORDS.returned}：${by}${at}退回，請修改後重新送審。`;
};

/** What a review action says: the live region's words, or the problem's. */
export function reviewOutcomeWords(outcome: ReviewOutcome): { announcement?: string; problem?: string } {
  switch (outcome.kind) {
    case 'done':
      if (outcome.action === 'return') return { announcement: REVIEW_WORDS.returnDone };
      return {
        announcement: outcome.at
          ? REVIEW_WORDS.approveScheduled(formatTaiwanTime(outcome.at))
          : REVIEW_WORDS.approveDone,
      };
    case 'bad-time':
    case 'note-required':
      return { problem: outcome.reason };
    case 'unsaved-changes':
      return { problem: '草稿有尚未暫存的修改，不能核准：核准的必須是送審時的內容。' };
    case 'blocked':
      return { problem: '有無障礙問題必須先修正，才能核准。' };
    case 'preview-blocked':
      return { problem: '無障礙檢查未通過，請先修正下列問題。' };
    case 'refused':
      return { problem: `${outcome.message}，請先修正下列問題。` };
    case 'moved-on':
      return { problem: '這份文件已有更新，請重新開啟後再審核。' };
    case 'failed':
      return { problem: outcome.description };
    case 'unreachable':
      return { problem: '無法連線，請稍後再試。' };
  }
}
