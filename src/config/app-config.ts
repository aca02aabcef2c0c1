/**
 * Build-time configuration. rspack's DefinePlugin replaces each `process.env.X` below with the
 * value given when building (defaults documented in rspack.config.ts), so one build serves from
 * any static host; in tests they read the real environment.
 */
export interface AppConfig {
  /** Where the API lives; '' = the page's own origin. */
  apiHost: string;
  /** reCAPTCHA v2 site key; '' = no captcha (the form sends an empty response). */
  captchaSiteKey: string;
  /** The platform's common token. */
  commonToken: string;
  /** The platform's project code. */
  projectCode: string;
}

// The client is typed without Node (tsconfig.client.json): these four build-time names are the
// `process` it reads here, declared in this file (THEMESITE_BROWSER_BUILD is declared where it is read). The declaration is erased before rspack and jest see
// the code, so DefinePlugin still replaces them and tests still read the real environment.
declare const process: {
  readonly env: {
    readonly API_HOST?: string;
    readonly CAPTCHA_SITE_KEY?: string;
    readonly COMMON_TOKEN?: string;
    readonly PROJECT_CODE?: string;
  };
};

export function readAppConfig(): AppConfig {
  // Each member is spelled out in full: DefinePlugin matches the literal `process.env.API_HOST`,
  // not a computed property of process.env.
  return {
    apiHost: (process.env.API_HOST ?? '').replace(/\/+$/, ''),
    captchaSiteKey: process.env.CAPTCHA_SITE_KEY ?? '',
    commonToken: process.env.COMMON_TOKEN ?? '',
    projectCode: process.env.PROJECT_CODE ?? '',
  };
}
