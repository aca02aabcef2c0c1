import type { Dialogs, SnackOptions } from '../../domain/dialogs/dialogs.port';
import type { DialogsStore } from './dialogs.store';

/**
 * The `Dialogs` port over the dialogs store, rendered by `<DialogHost/>` with Chakra's Dialog.
 * Texts left out here (確認, 取消, `Error`, `X`) are filled in by the host from the zh-TW file.
 * alert, confirm and error reject with `globalCmp not ready` while no host is mounted (spec section 8);
 * a snack waits in the queue until one is.
 */
export class ChakraDialogs implements Dialogs {
  constructor(private readonly store: DialogsStore) {}

  async alert(message: string, title?: string): Promise<void> {
    await this.store.getState().open('alert', { content: message, showClose: true, ...titled(title) });
  }

  async confirm(message: string, title?: string): Promise<boolean> {
    const reason = await this.store.getState().open('confirm', { content: message, showClose: true, ...titled(title) });
    return reason === 'submit';
  }

  async error(message: string, title?: string): Promise<void> {
    await this.store.getState().open('error', { content: message, showClose: true, ...titled(title) });
  }

  snack(message: string, options?: SnackOptions): void {
    this.store.getState().showSnack(message, options);
  }
}

function titled(title: string | undefined): { title?: string } {
  return title === undefined ? {} : { title };
}
