import type { ConfirmQuestion } from '../../../src/domain/dialogs/dialogs.port';
import { EDIT_MESSAGES, EDIT_QUESTIONS } from '../../../src/domain/editing/edit-messages';

/** Every question, the ones that depend on data asked with an example. */
const questions: Array<[string, ConfirmQuestion]> = [
  ['remove', EDIT_QUESTIONS.remove],
  ['takeOver', EDIT_QUESTIONS.takeOver('林編輯（網站編輯）')],
  ['restoreRevision', EDIT_QUESTIONS.restoreRevision(2)],
  ['unpublish', EDIT_QUESTIONS.unpublish],
  ['scheduleUnpublish', EDIT_QUESTIONS.scheduleUnpublish('2027/01/05 18:30（台灣時間）')],
  ['leave', EDIT_QUESTIONS.leave],
];

describe("the editor's questions before an action", () => {
  it('covers every question the editor asks', () => {
    expect(questions.map(([name]) => name).sort()).toEqual(Object.keys(EDIT_QUESTIONS).sort());
  });

  it.each(questions)('names the yes button of %s after its action, never 確認 or 取消', (_, question) => {
    expect(question.action).not.toMatch(/^(確認|確定|取消|OK)$/);
    expect(question.action.length).toBeGreaterThan(0);
  });

  it('names the delete and take-over buttons 刪除 and 接手編輯', () => {
    expect(EDIT_QUESTIONS.remove.action).toBe('刪除');
    expect(EDIT_QUESTIONS.takeOver('林編輯').action).toBe('接手編輯');
  });

  it('says whose unsaved changes a take-over may meet, and which revision a restore brings back', () => {
    expect(EDIT_QUESTIONS.takeOver('林編輯（網站編輯）').message).toMatch(
      /^林編輯（網站編輯） 尚未暫存的變更/,
    );
    expect(EDIT_QUESTIONS.restoreRevision(2).message).toMatch(/^要將第 2 版還原為草稿嗎？/);
    expect(EDIT_QUESTIONS.scheduleUnpublish('2027/01/05 18:30（台灣時間）').message).toContain(
      '會在 2027/01/05 18:30（台灣時間） 從網站下架',
    );
  });

  it('asks before leaving with unsaved changes in the words of the leave warning', () => {
    expect(EDIT_QUESTIONS.leave).toEqual({
      title: '尚未暫存',
      message: EDIT_MESSAGES.leaveConfirm,
      action: '離開編輯',
    });
  });
});
