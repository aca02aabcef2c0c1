import type { CaptchaWidget } from './captcha-widget';

/** Used when no site key is configured: no widget, no script, and the response is ''. */
export class NoCaptcha implements CaptchaWidget {
  readonly enabled = false;

  async getResponse(): Promise<string> {
    return '';
  }

  reset(): void {}

  mount(_element?: HTMLElement): () => void {
    return () => {};
  }
}
