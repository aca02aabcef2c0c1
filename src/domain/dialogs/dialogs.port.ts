export interface SnackOptions {
  /** Defaults to the spec's 1600 ms. */
  durationMs?: number;
  /** Defaults to the spec's `X`. */
  action?: string;
}

/**
 * A question whose yes is an action: its button says the action's name (刪除, 接手編輯), not 確認,
 * so the editor reads what will happen on the button they press.
 */
export interface ConfirmQuestion {
  title: string;
  message: string;
  /** The yes button's name; 取消 stays the no. */
  action: string;
}

export interface ConfirmOptions {
  /** The yes button's name; 確認 (the spec's default) when absent. */
  action?: string;
}

/** The global UI services the core may call (spec section 8: dialog kinds). */
export interface Dialogs {
  alert(message: string, title?: string): Promise<void>;
  /** Resolves true on the yes button (確認, or `options.action`) and false on 取消 or any other close. */
  confirm(message: string, title?: string, options?: ConfirmOptions): Promise<boolean>;
  /**
   * `note`: a line of the client's own under the message (the 612 dialog's "變更已保存在這台裝置上"),
   * so the message itself stays the server's, as the spec says.
   */
  error(message: string, title?: string, options?: { note?: string }): Promise<void>;
  snack(message: string, options?: SnackOptions): void;
}
