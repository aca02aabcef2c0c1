import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { deleteModule } from '../../../src/application/editing/delete-module.use-case';
import { NetworkError } from '../../../src/domain/errors/api-errors';

function setup() {
  const time = new ManualTime(Date.UTC(2026, 10, 27, 2, 0));
  const authoring = new MemoryAuthoring(time);
  const dialogs = new MemoryDialogs();
  authoring.knownModules.set('mistake', { path: 'mistake', title: '打錯的單元', kind: 'normal' });
  return { authoring, dialogs, ports: { authoring, dialogs } };
}

const MISTAKE = { path: 'mistake', title: '打錯的單元' };

describe('刪除單元 (delete a module)', () => {
  it('asks first, naming the module and that nothing of it comes back, then deletes it', async () => {
    const { authoring, dialogs, ports } = setup();
    expect(await deleteModule(ports, MISTAKE)).toEqual({
      kind: 'deleted',
      message: '已刪除單元「打錯的單元」。',
    });
    expect(dialogs.shown).toEqual([
      expect.objectContaining({
        kind: 'confirm',
        title: '刪除單元',
        message: '單元「打錯的單元」（mistake）會從網站移除，它的設定與頁面內容都無法還原。確定要刪除嗎？',
      }),
    ]);
    expect(authoring.knownModules.has('mistake')).toBe(false);
  });

  it('sends nothing when the administrator answers 取消', async () => {
    const { authoring, dialogs, ports } = setup();
    dialogs.confirmAnswer = false;
    const sent = jest.spyOn(authoring, 'deleteModule');
    expect(await deleteModule(ports, MISTAKE)).toEqual({ kind: 'declined' });
    expect(sent).not.toHaveBeenCalled();
    expect(authoring.knownModules.has('mistake')).toBe(true);
  });

  it('says the server’s reason when the module still holds items, and why when it cannot be reached', async () => {
    const { authoring, ports } = setup();
    authoring.seed('item:mistake:a', { id: 'a', title: '一則' }, 1, 'mistake');
    expect(await deleteModule(ports, MISTAKE)).toEqual({
      kind: 'failed',
      message: '這個單元還有 1 個項目，請先刪除項目，再刪除單元。',
    });
    jest.spyOn(authoring, 'deleteModule').mockRejectedValueOnce(new NetworkError('offline'));
    const offline = await deleteModule(ports, MISTAKE);
    expect(offline.kind).toBe('failed');
    expect(authoring.knownModules.has('mistake')).toBe(true);
  });
});
