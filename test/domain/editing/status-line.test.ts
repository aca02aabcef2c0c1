import { EDIT_MESSAGES, statusLine } from '../../../src/domain/editing/edit-messages';

const failedStatus = { kind: 'failed', text: EDIT_MESSAGES.failed };

describe('the status line as it is seen and announced', () => {
  it('says why a save failed, not only 暫存失敗', () => {
    expect(statusLine(failedStatus, { kind: 'failed', message: EDIT_MESSAGES.offline })).toBe(
      '暫存失敗：網路連線中斷，變更保留在這台裝置上',
    );
  });

  it('drops the reason’s closing full stop, which the sentence around it already ends', () => {
    expect(statusLine(failedStatus, { kind: 'failed', message: '標題為必填。' })).toBe(
      '暫存失敗：標題為必填',
    );
  });

  it('says 暫存失敗 once when the failure has no reason of its own', () => {
    expect(statusLine(failedStatus, { kind: 'failed', message: EDIT_MESSAGES.failed })).toBe('暫存失敗');
    expect(statusLine(failedStatus, { kind: 'failed', message: ' ' })).toBe('暫存失敗');
  });

  it('says any other state as it is, even while an older failure is remembered', () => {
    expect(statusLine({ kind: 'dirty', text: EDIT_MESSAGES.dirty }, { kind: 'idle' })).toBe('有未儲存的變更');
    expect(
      statusLine({ kind: 'conflict', text: EDIT_MESSAGES.conflict }, { kind: 'failed', message: '網路' }),
    ).toBe(EDIT_MESSAGES.conflict);
  });
});
