import { GLOBAL_CMP_NOT_READY } from '../../domain/config/constants';
import type { ConfirmOptions, Dialogs, SnackOptions } from '../../domain/dialogs/dialogs.port';

export interface ShownDialog {
  kind: 'alert' | 'confirm' | 'error' | 'snack';
  message: string;
  title?: string;
  /** A confirm's yes button, when it is named after its action. */
  action?: string;
  options?: SnackOptions;
  /** The error dialog's extra line, when it has one. */
  note?: string;
}

/**
 * The in-memory twin of `ChakraDialogs`: every dialog is remembered in `shown` and closes at once,
 * or, after `holdOpen()`, stays open until `closeAll()` like a real one waiting for the user.
 * `notReady()` makes them fail as the shared alert does before it is mounted. `confirm` answers with
 * `confirmAnswer` (確認 by default).
 */
export class MemoryDialogs implements Dialogs {
  readonly shown: ShownDialog[] = [];
  confirmAnswer = true;
  private held = false;
  private ready = true;
  private closers: Array<() => void> = [];

  /** Dialogs from now on wait for `closeAll()`. */
  holdOpen(): this {
    this.held = true;
    return this;
  }

  /** Dialogs from now on fail with `globalCmp not ready`. */
  notReady(): this {
    this.ready = false;
    return this;
  }

  get errors(): ShownDialog[] {
    return this.shown.filter((d) => d.kind === 'error');
  }

  /** Dialogs held open, waiting for `closeAll()`. */
  get openCount(): number {
    return this.closers.length;
  }

  closeAll(): void {
    const closers = this.closers;
    this.closers = [];
    for (const close of closers) close();
  }

  async alert(message: string, title?: string): Promise<void> {
    await this.open({ kind: 'alert', message, title });
  }

  async confirm(message: string, title?: string, options: ConfirmOptions = {}): Promise<boolean> {
    await this.open({
      kind: 'confirm',
      message,
      title,
      ...(options.action ? { action: options.action } : {}),
    });
    return this.confirmAnswer;
  }

  async error(message: string, title?: string, options?: { note?: string }): Promise<void> {
    await this.open({
      kind: 'error',
      message,
      title,
      ...(options?.note === undefined ? {} : { note: options.note }),
    });
  }

  private open(dialog: ShownDialog): Promise<void> {
    if (!this.ready) return Promise.reject(new Error(GLOBAL_CMP_NOT_READY));
    this.shown.push(dialog);
    if (!this.held) return Promise.resolve();
    return new Promise((resolve) => this.closers.push(resolve));
  }

  snack(message: string, options?: SnackOptions): void {
    this.shown.push({ kind: 'snack', message, options });
  }
}
