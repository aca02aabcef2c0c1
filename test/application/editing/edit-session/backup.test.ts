import { createBackup } from '../../../../src/application/editing/edit-session/backup';
import { changeField, workingCopyOf } from '../../../../src/domain/editing/working-copy';
import { aPartContext, DOC, settle } from './part-context';

function aBackup(overrides: Parameters<typeof aPartContext>[0] = {}) {
  const world = aPartContext(overrides);
  const applyAll = jest.fn();
  const backup = createBackup(world.ctx, { applyAll });
  world.state.workingCopy = changeField(workingCopyOf({ title: '舊' }), 'title', '新');
  return { ...world, backup, applyAll };
}

const stored = (backups: ReturnType<typeof aPartContext>['backups'], account = 'editor') =>
  backups.backups.get(`${account}\u0000${DOC}`);

describe('the backup part', () => {
  it('reads no backup to offer without a signed-in account', async () => {
    const { backup, backups, state } = aBackup({ account: '' });
    const read = jest.spyOn(backups, 'read');
    await backup.offerOnOpen({ docId: DOC, revision: 7, draft: { title: '舊' } } as never);
    expect(read).not.toHaveBeenCalled();
    expect(state.restoreOffer).toBeNull();
  });

  it('writes about a second after a change', async () => {
    const { backup, backups, time } = aBackup();
    backup.schedule();
    time.advance(999);
    await settle();
    expect(stored(backups)).toBeUndefined();
    time.advance(1);
    await settle();
    expect(stored(backups)?.data).toEqual({ title: '新' });
  });

  it('drops its pending write on dispose', async () => {
    const { backup, backups, time } = aBackup();
    backup.schedule();
    backup.dispose();
    time.advance(10_000);
    await settle();
    expect(stored(backups)).toBeUndefined();
  });

  it('removes the device’s copy and its pending write once the server has every change', async () => {
    const { backup, backups, time } = aBackup();
    await backup.write();
    backup.schedule();
    backup.discard();
    time.advance(10_000);
    await settle();
    expect(stored(backups)).toBeUndefined();
  });
});
