import {
  assigneeText,
  closeQuestion,
  deliveryText,
  letterOffers,
  letterTextProblem,
  letterTimeText,
  replyByText,
  replyQuestion,
  statusText,
} from '../../../src/domain/mailbox/letter-policy';
import {
  isMailboxRefusal,
  isMissingLetter,
  mailboxFailureText,
  NOT_MAILBOX_STAFF,
} from '../../../src/domain/mailbox/mailbox-failures';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';

const apiError = (status: number, description = '') =>
  new ApiError({ status, error_description: description, code: `E${status}`, time: '2026-01-01 00:00:00' });

describe('what a letter offers', () => {
  it('offers the status machine’s events to staff with w', () => {
    expect(letterOffers('new', true)).toEqual({
      assign: true,
      note: true,
      reply: true,
      close: true,
      reopen: false,
    });
    expect(letterOffers('replied', true)).toEqual({
      assign: true,
      note: true,
      reply: true,
      close: true,
      reopen: false,
    });
    expect(letterOffers('closed', true)).toEqual({
      assign: false,
      note: false,
      reply: false,
      close: false,
      reopen: true,
    });
  });

  it('offers nothing to a reader without w', () => {
    expect(Object.values(letterOffers('new', false))).toEqual([false, false, false, false, false]);
    expect(letterOffers('closed', false).reopen).toBe(false);
  });
});

describe('the note and reply forms', () => {
  it('asks for words and names the limit', () => {
    expect(letterTextProblem('note', '  \n ')).toBe('請填寫內部備註。');
    expect(letterTextProblem('reply', '')).toBe('請填寫回覆內容。');
    expect(letterTextProblem('note', '字'.repeat(2001))).toBe('內部備註最多 2000 個字，目前 2001 個字。');
    expect(letterTextProblem('reply', '字'.repeat(10000))).toBeNull();
    expect(letterTextProblem('reply', '字'.repeat(10001))).toBe('回覆內容最多 10000 個字，目前 10001 個字。');
  });

  it('asks before a reply leaves, naming the citizen and the address', () => {
    expect(replyQuestion({ name: '王小明', email: 'w@example.tw' })).toEqual({
      title: '寄出回覆',
      message: '回覆將以電子郵件寄給 王小明（w@example.tw），寄出後無法收回。確定要寄出嗎？',
      action: '寄出回覆',
    });
    expect(closeQuestion({ serialNo: 'M-1' }).message).toContain('M-1');
  });
});

describe('the words of the list', () => {
  it('says overdue in words, the deadline while open, and that it was handled after', () => {
    expect(replyByText({ status: 'new', replyBy: '2026-12-03', overdue: true })).toBe(
      '已逾期，應於 2026-12-03 前回覆',
    );
    expect(replyByText({ status: 'in-progress', replyBy: '2026-12-03', overdue: false })).toBe(
      '2026-12-03 前回覆',
    );
    expect(replyByText({ status: 'replied', replyBy: '2026-12-03', overdue: false })).toBe(
      '期限 2026-12-03（已處理）',
    );
  });

  it('names statuses, assignees, deliveries and times', () => {
    expect(statusText('in-progress')).toBe('處理中');
    expect(assigneeText(null)).toBe('未指派');
    expect(assigneeText({ account: 'lin', displayName: '林編輯' })).toBe('林編輯（lin）');
    expect(deliveryText('queued')).toBe('等待寄出');
    expect(deliveryText('sent')).toBe('已寄給民眾');
    expect(deliveryText('failed')).toContain('寄送失敗');
    expect(letterTimeText('2026-11-26T02:00:00.000Z')).toBe('2026-11-26 10:00:00');
    expect(letterTimeText('soon')).toBe('soon');
  });
});

describe('the inbox’s failures', () => {
  it('keeps the server’s words, and has its own by status', () => {
    expect(mailboxFailureText(apiError(403, '不行。'), 'x')).toBe('不行。');
    expect(mailboxFailureText(apiError(403), 'x')).toBe(NOT_MAILBOX_STAFF);
    expect(mailboxFailureText(apiError(404), 'x')).toContain('找不到這封信件');
    expect(mailboxFailureText(apiError(409), 'x')).toContain('狀態已經改變');
    expect(mailboxFailureText(apiError(500), 'x')).toBe('x');
    expect(mailboxFailureText(new NetworkError('offline'), 'x')).toBe(new NetworkError('offline').message);
    expect(mailboxFailureText(new Error('bug'), 'x')).toBe('x');
  });

  it('tells a refusal and a missing letter apart', () => {
    expect(isMailboxRefusal(apiError(403))).toBe(true);
    expect(isMailboxRefusal(apiError(404))).toBe(false);
    expect(isMissingLetter(apiError(404))).toBe(true);
    expect(isMissingLetter(new Error('x'))).toBe(false);
  });
});
