export interface Captcha {
  /** The response token to send as `g-recaptcha-response`; '' when no captcha is configured. */
  getResponse(): Promise<string>;
  /** Clears the widget after a failed attempt, so a fresh token is asked for. */
  reset(): void;
}
