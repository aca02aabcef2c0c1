import { ErrorDialogGate } from '../../../src/domain/dialogs/error-dialog-gate';
import type { Dialogs } from '../../../src/domain/dialogs/dialogs.port';
import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { settle } from '../support/settle';

describe('ErrorDialogGate', () => {
  it('opens one dialog for a burst of errors, titled Error unless told otherwise', async () => {
    const dialogs = new MemoryDialogs().holdOpen();
    const gate = new ErrorDialogGate(dialogs);
    const closed = [gate.show('first'), gate.show('second'), gate.show('third', 'Other')];
    expect(dialogs.errors).toEqual([{ kind: 'error', message: 'first', title: 'Error' }]);
    expect(gate.isOpen).toBe(true);
    dialogs.closeAll();
    await Promise.all(closed);
    expect(gate.isOpen).toBe(false);
  });

  it('opens a new dialog once the previous one was closed', async () => {
    const dialogs = new MemoryDialogs().holdOpen();
    const gate = new ErrorDialogGate(dialogs);
    const first = gate.show('first');
    dialogs.closeAll();
    await first;
    void gate.show('later');
    expect(dialogs.errors.map((d) => d.message)).toEqual(['first', 'later']);
  });

  it('never rejects when the dialog service is not ready', async () => {
    const gate = new ErrorDialogGate(new MemoryDialogs().holdOpen().notReady());
    await expect(gate.show('x')).resolves.toBeUndefined();
    expect(gate.isOpen).toBe(false);
  });

  it('never throws when the dialog service throws synchronously', async () => {
    const throwing = {
      error: () => {
        throw new Error('globalCmp not ready');
      },
    } as unknown as Dialogs;
    const gate = new ErrorDialogGate(throwing);
    await expect(gate.show('x')).resolves.toBeUndefined();
    await settle();
    expect(gate.isOpen).toBe(false);
  });
});
