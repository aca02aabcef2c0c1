import { ContainerModule } from 'inversify';
import type { CaptchaWidget } from '../../adapters/captcha/captcha-widget';
import { NoCaptcha } from '../../adapters/captcha/no-captcha.adapter';
import { RecaptchaCaptcha } from '../../adapters/captcha/recaptcha-captcha.adapter';
import type { AppConfig } from '../../config/app-config';
import { TYPES } from '../symbols';

/** reCAPTCHA v2 when a site key is configured; otherwise none, and the forms send ''. */
export const captchaModule = new ContainerModule(({ bind }) => {
  bind<CaptchaWidget>(TYPES.Captcha)
    .toDynamicValue((ctx) => {
      const { captchaSiteKey } = ctx.get<AppConfig>(TYPES.AppConfig);
      return captchaSiteKey ? new RecaptchaCaptcha(captchaSiteKey) : new NoCaptcha();
    })
    .inSingletonScope();
});
