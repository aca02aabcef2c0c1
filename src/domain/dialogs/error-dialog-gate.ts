import { ERROR_TITLE } from '../errors/error-policy';
import type { Dialogs } from './dialogs.port';

/**
 * At most one error dialog at a time: a burst of failures (a page whose ten calls all fail) opens
 * one dialog, not ten stacked ones. While a dialog is open, further errors join it.
 */
export class ErrorDialogGate {
  private open: Promise<void> | null = null;

  constructor(private readonly dialogs: Dialogs) {}

  get isOpen(): boolean {
    return this.open !== null;
  }

  /**
   * Shows an error dialog unless one is already open; resolves when the open dialog closes. Never
   * rejects: the caller already holds the error it is reporting, and a dialog service that is not
   * mounted yet (`globalCmp not ready`) must not replace that error with its own.
   */
  show(message: string, title: string = ERROR_TITLE, note?: string): Promise<void> {
    if (this.open) return this.open;
    let shown: Promise<void>;
    try {
      shown = Promise.resolve(
        note === undefined
          ? this.dialogs.error(message, title)
          : this.dialogs.error(message, title, { note }),
      );
    } catch {
      shown = Promise.resolve();
    }
    // Nothing else can replace `open` while it is set, so closing simply clears it.
    this.open = shown
      .catch(() => undefined)
      .finally(() => {
        this.open = null;
      });
    return this.open;
  }
}
