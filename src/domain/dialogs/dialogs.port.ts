export interface SnackOptions {
  /** Defaults to the spec's 1600 ms. */
  durationMs?: number;
  /** Defaults to the spec's `X`. */
  action?: string;
}

/** The global UI services the core may call (spec section 8: dialog kinds). */
export interface Dialogs {
  alert(message: string, title?: string): Promise<void>;
  /** Resolves true on 確認 and false on 取消 or any other close. */
  confirm(message: string, title?: string): Promise<boolean>;
  /**
   * `note`: a line of the client's own under the message (the 612 dialog's "變更已保存在這台裝置上",
   * issue 20), so the message itself stays the server's, as the spec says.
   */
  error(message: string, title?: string, options?: { note?: string }): Promise<void>;
  snack(message: string, options?: SnackOptions): void;
}
