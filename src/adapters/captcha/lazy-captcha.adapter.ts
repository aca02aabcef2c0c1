import type { CaptchaWidget } from './captcha-widget';

/**
 * A captcha whose real adapter loads the first time a form uses it: only the login and mailbox
 * pages show one, so the reCAPTCHA adapter stays out of every visitor's first screen. `mount`
 * draws the widget as soon as the adapter has arrived; an adapter that cannot load counts as a
 * captcha that is unavailable, which the forms already report.
 */
export class LazyCaptcha implements CaptchaWidget {
  readonly enabled = true;
  private real: Promise<CaptchaWidget> | undefined;

  constructor(private readonly load: () => Promise<CaptchaWidget>) {}

  private widget(): Promise<CaptchaWidget> {
    return (this.real ??= this.load());
  }

  mount(element: HTMLElement, onUnavailable?: () => void): () => void {
    let unmount: (() => void) | undefined;
    let gone = false;
    this.widget().then(
      (widget) => {
        if (!gone) unmount = widget.mount(element, onUnavailable);
      },
      () => onUnavailable?.(),
    );
    return () => {
      gone = true;
      unmount?.();
    };
  }

  async getResponse(): Promise<string> {
    return (await this.widget()).getResponse();
  }

  reset(): void {
    void this.widget().then(
      (widget) => widget.reset(),
      () => undefined,
    );
  }
}
