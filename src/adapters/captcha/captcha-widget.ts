import type { Captcha } from '../../domain/captcha/captcha.port';

/**
 * A captcha the UI can place on the page. The core only asks for a response token; where the
 * widget appears is the view's business, so mounting lives here and not in the port.
 */
export interface CaptchaWidget extends Captcha {
  /** False when no site key is configured: the form shows no widget and sends ''. */
  readonly enabled: boolean;
  /** Draws the widget into `element`; `onUnavailable` hears when it cannot be loaded. Returns the unmount. */
  mount(element: HTMLElement, onUnavailable?: () => void): () => void;
}
