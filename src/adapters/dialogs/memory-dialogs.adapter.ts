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
 * The in-memory twin of `ChakraDialogs`: every dialog closes at once and is remembered in `shown`.
 * `confirm` answers with `confirmAnswer` (確認 by default).
 */
export class MemoryDialogs implements Dialogs {
  readonly shown: ShownDialog[] = [];
  confirmAnswer = true;

  async alert(message: string, title?: string): Promise<void> {
    this.shown.push({ kind: 'alert', message, title });
  }

  async confirm(message: string, title?: string, options: ConfirmOptions = {}): Promise<boolean> {
    this.shown.push({
      kind: 'confirm',
      message,
      title,
      ...(options.action ? { action: options.action } : {}),
    });
    return this.confirmAnswer;
  }

  async error(message: string, title?: string, options?: { note?: string }): Promise<void> {
    this.shown.push({
      kind: 'error',
      message,
      title,
      ...(options?.note === undefined ? {} : { note: options.note }),
    });
  }

  snack(message: string, options?: SnackOptions): void {
    this.shown.push({ kind: 'snack', message, options });
  }
}
