import { ContainerModule } from 'inversify';
import type { CaptchaWidget } from '../../adapters/captcha/captcha-widget';
import { NoCaptcha } from '../../adapters/captcha/no-captcha.adapter';
import { LazyCaptcha } from '../../adapters/captcha/lazy-captcha.adapter';
import type { AppConfig } from '../../config/app-config';
import { TYPES } from '../symbols';

/** reCAPTCHA v2 when a site key is configured; otherwise none, and the forms send ''. */
export const captchaModule = new ContainerModule(({ bind }) => {
  bind<CaptchaWidget>(TYPES.Captcha)
    .toDynamicValue((ctx) => {
      const { captchaSiteKey } = ctx.get<AppConfig>(TYPES.AppConfig);
      if (!captchaSiteKey) return new NoCaptcha();
      // The adapter comes with the first form that shows the widget, not with the first screen.
      return new LazyCaptcha(() =>
        import(/* webpackChunkName: "captcha" */ '../../adapters/captcha/recaptcha-captcha.adapter').then(
          ({ RecaptchaCaptcha }) => new RecaptchaCaptcha(captchaSiteKey),
        ),
      );
    })
    .inSingletonScope();
});
