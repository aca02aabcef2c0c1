import type { CaptchaWidget } from './captcha-widget';

/** Explicit rendering: the script draws nothing until `grecaptcha.render` is called on our slot. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

/** The part of Google's `grecaptcha` global (reCAPTCHA v2) that this adapter uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  render(element: HTMLElement, parameters: { sitekey: string; hl?: string }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: RecaptchaApi };

/**
 * The captcha port over reCAPTCHA v2. The third-party script is injected only when a page mounts
 * the widget (login, mailbox), so visitors who never open those pages never load Google's code.
 */
export class RecaptchaCaptcha implements CaptchaWidget {
  readonly enabled = true;
  private widgetId: number | null = null;
  private loading: Promise<RecaptchaApi> | null = null;

  constructor(
    private readonly siteKey: string,
    private readonly win: RecaptchaWindow = window,
  ) {}

  mount(element: HTMLElement, onUnavailable?: () => void): () => void {
    let mounted = true;
    this.load()
      .then((api) => {
        api.ready(() => {
          if (!mounted) return;
          this.widgetId = api.render(element, { sitekey: this.siteKey, hl: 'zh-TW' });
        });
      })
      .catch(() => {
        if (mounted) onUnavailable?.();
      });
    return () => {
      mounted = false;
      this.widgetId = null;
      // grecaptcha cannot render twice into one element; a fresh mount needs an empty one.
      element.replaceChildren();
    };
  }

  async getResponse(): Promise<string> {
    const api = this.win.grecaptcha;
    if (!api || this.widgetId === null) return '';
    return api.getResponse(this.widgetId);
  }

  reset(): void {
    const api = this.win.grecaptcha;
    if (api && this.widgetId !== null) api.reset(this.widgetId);
  }

  private load(): Promise<RecaptchaApi> {
    if (this.win.grecaptcha) return Promise.resolve(this.win.grecaptcha);
    this.loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
      const doc = this.win.document;
      const script = doc.createElement('script');
      script.src = RECAPTCHA_SCRIPT_URL;
      script.async = true;
      script.defer = true;
      script.addEventListener('load', () => {
        const api = this.win.grecaptcha;
        if (api) resolve(api);
        else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
      });
      script.addEventListener('error', () => {
        // Let a later mount try again (the visitor may be back online).
        this.loading = null;
        script.remove();
        reject(new Error('reCAPTCHA script could not be loaded'));
      });
      doc.head.appendChild(script);
    });
    return this.loading;
  }
}
