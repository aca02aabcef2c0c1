import type { ConfirmOptions, Dialogs, SnackOptions } from '../../domain/dialogs/dialogs.port';
import { ERROR_TITLE } from '../../domain/errors/error-policy';
import { modalConfig } from '../../domain/modal/modal-config';
import type { DialogsStore } from '../../stores/dialogs.store';

/**
 * The `Dialogs` port over the dialogs store, rendered by `<DialogHost/>` with Chakra's Dialog. Every
 * dialog starts from the core's shared modal defaults (600px, 5%, 90%, 確認/取消, `Close`, 150/75 ms).
 * alert, confirm and error reject with `globalCmp not ready` while no host is mounted (spec section 8);
 * a snack waits in the queue until one is.
 */
export class ChakraDialogs implements Dialogs {
  constructor(private readonly store: DialogsStore) {}

  async alert(message: string, title?: string): Promise<void> {
    await this.store.getState().open('alert', modalConfig({ content: message, title }));
  }

  async confirm(message: string, title?: string, options: ConfirmOptions = {}): Promise<boolean> {
    const reason = await this.store
      .getState()
      .open('confirm', modalConfig({ content: message, title, okBtnLabel: options.action }));
    return reason === 'submit';
  }

  async error(message: string, title: string = ERROR_TITLE, options?: { note?: string }): Promise<void> {
    await this.store.getState().open('error', modalConfig({ content: message, title, note: options?.note }));
  }

  snack(message: string, options?: SnackOptions): void {
    this.store.getState().showSnack(message, options);
  }
}
