import { loadNotices, noticeTextProblem, saveNotice } from '../../../src/application/mailbox/notice.use-case';
import { ApiError } from '../../../src/domain/errors/api-errors';
import { NOTICE_MAX, type MailboxNoticeSetting } from '../../../src/shared/mailbox-case';

const NOTICE: MailboxNoticeSetting = {
  path: 'mailbox',
  title: '民意信箱',
  text: '本館蒐集您的姓名與電子郵件，僅用於回覆本次來信。',
  defaultText: '國立臨海文化記憶館依個人資料保護法蒐集您的姓名與電子郵件。',
  custom: true,
};

const refused = (status: number, description = '') =>
  new ApiError({ status, error_description: description, code: 'x', time: '2026-12-01 00:30:00' });

describe('個人資料蒐集告知 on 信箱管理', () => {
  it('lists every mailbox’s notice, or says in a sentence why it could not', async () => {
    expect(await loadNotices({ notices: () => Promise.resolve([NOTICE]) })).toEqual({
      kind: 'listed',
      notices: [NOTICE],
    });
    expect(await loadNotices({ notices: () => Promise.reject(new Error('boom')) })).toEqual({
      kind: 'failed',
      message: '無法載入個人資料蒐集告知，請稍後再試。',
    });
  });

  it('asks for a text, and no longer than the limit, before anything is sent', async () => {
    expect(noticeTextProblem('  ')).toBe('請填寫告知內容；要用預設內容請按「還原預設」。');
    expect(noticeTextProblem('字'.repeat(NOTICE_MAX + 1))).toBe(
      `告知內容最多 ${NOTICE_MAX} 個字，目前 ${NOTICE_MAX + 1} 個字。`,
    );
    expect(noticeTextProblem(` ${'字'.repeat(NOTICE_MAX)} `)).toBeNull();
    let sent = 0;
    const source = {
      writeNotice: () => {
        sent += 1;
        return Promise.resolve(NOTICE);
      },
    };
    expect(await saveNotice(source, 'mailbox', '')).toEqual({
      kind: 'invalid',
      message: '請填寫告知內容；要用預設內容請按「還原預設」。',
    });
    expect(sent).toBe(0);
  });

  it('saves the text trimmed, or goes back to the default, each saying so', async () => {
    const written: Array<[string, string | null]> = [];
    const source = {
      writeNotice: (path: string, text: string | null) => {
        written.push([path, text]);
        return Promise.resolve(NOTICE);
      },
    };
    expect(await saveNotice(source, 'mailbox', `  ${NOTICE.text}\n`)).toEqual({
      kind: 'saved',
      notice: NOTICE,
      message: '已儲存個人資料蒐集告知，民意信箱表單即日起顯示新內容。',
    });
    expect(await saveNotice(source, 'mailbox', null)).toEqual({
      kind: 'saved',
      notice: NOTICE,
      message: '已還原預設的個人資料蒐集告知。',
    });
    expect(written).toEqual([
      ['mailbox', NOTICE.text],
      ['mailbox', null],
    ]);
  });

  it('words the server’s refusal as its own sentence, else as a failure to save', async () => {
    const failing = (error: unknown) => ({ writeNotice: () => Promise.reject(error) });
    expect(await saveNotice(failing(refused(400, '告知內容最多 5000 個字。')), 'mailbox', 'x')).toEqual({
      kind: 'failed',
      message: '告知內容最多 5000 個字。',
    });
    expect(await saveNotice(failing(refused(500)), 'mailbox', 'x')).toEqual({
      kind: 'failed',
      message: '無法儲存個人資料蒐集告知，請稍後再試。',
    });
  });
});
