import {
  DEFAULT_MODAL_CONFIG,
  eventForCloseReason,
  modalConfig,
} from '../../../src/domain/modal/modal-config';

describe('modal configuration', () => {
  it('has the spec defaults', () => {
    expect(modalConfig()).toEqual({
      title: '',
      content: '',
      okBtnLabel: '確認',
      cancelBtnLabel: '取消',
      showClose: true,
      closeOnNavigation: true,
      closeLabel: 'Close',
    });
  });

  it('lays options over the defaults, ignoring options left undefined', () => {
    const config = modalConfig({ title: '刪除', showClose: false, okBtnLabel: undefined });
    expect(config).toMatchObject({ title: '刪除', showClose: false, okBtnLabel: '確認' });
    expect(DEFAULT_MODAL_CONFIG.title).toBe('');
  });

  it('raises confirm on submit and cancel for any other close', () => {
    expect(eventForCloseReason('submit')).toBe('confirm');
    expect(eventForCloseReason('close')).toBe('cancel');
    expect(eventForCloseReason('escape')).toBe('cancel');
    expect(eventForCloseReason(undefined)).toBe('cancel');
    expect(eventForCloseReason(null)).toBe('cancel');
  });
});
