import type { Dialogs, SnackOptions } from '../../../src/domain/dialogs/dialogs.port';

export interface ShownDialog {
  kind: 'alert' | 'confirm' | 'error' | 'snack';
  message: string;
  title?: string;
  /** The error dialog's extra line (the 612 dialog of an open editor). */
  note?: string;
}

/**
 * Records every dialog. Dialogs stay open until `closeAll()`, like a real one waiting for the
 * user; `notReady()` makes them fail as the shared alert does before it is mounted.
 */
export class FakeDialogs implements Dialogs {
  readonly shown: ShownDialog[] = [];
  private closers: Array<() => void> = [];
  private ready = true;

  notReady(): this {
    this.ready = false;
    return this;
  }

  get errors(): ShownDialog[] {
    return this.shown.filter((d) => d.kind === 'error');
  }

  get openCount(): number {
    return this.closers.length;
  }

  closeAll(): void {
    const closers = this.closers;
    this.closers = [];
    for (const close of closers) close();
  }

  alert(message: string, title?: string): Promise<void> {
    return this.open({ kind: 'alert', message, title }).then(() => undefined);
  }

  confirm(message: string, title?: string): Promise<boolean> {
    return this.open({ kind: 'confirm', message, title }).then(() => true);
  }

  error(message: string, title?: string, options?: { note?: string }): Promise<void> {
    const note = options?.note === undefined ? {} : { note: options.note };
    return this.open({ kind: 'error', message, title, ...note }).then(() => undefined);
  }

  snack(message: string, _options?: SnackOptions): void {
    this.shown.push({ kind: 'snack', message });
  }

  private open(dialog: ShownDialog): Promise<void> {
    if (!this.ready) return Promise.reject(new Error('globalCmp not ready'));
    this.shown.push(dialog);
    return new Promise((resolve) => this.closers.push(resolve));
  }
}
