import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** The only language (spec sections 1 and 9); kept lower case as the platform spells it. */
export const DEFAULT_LANGUAGE = 'zh-tw';

/** The spec's translation file path; the build emits `assets/i18n/zh-tw.json` from the fragments. */
export const TRANSLATION_PATH = './assets/i18n/{{lng}}.json';

/**
 * Pages live at `/home/zh-tw/...`, where a bare `./assets/...` would point below the page. The
 * path is therefore taken relative to the app's root (where the build puts `assets/`).
 */
export function translationUrl(appRoot: string, lng: string): string {
  return new URL(TRANSLATION_PATH.replace('{{lng}}', lng), appRoot).href;
}

export const baseI18nOptions: InitOptions = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [DEFAULT_LANGUAGE],
  // Without it i18next turns zh-tw into zh-TW and asks for the wrong file.
  lowerCaseLng: true,
  // zh-tw only: never ask for a bare `zh.json` as well.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  ns: ['translation'],
  defaultNS: 'translation',
  // React escapes what it renders; escaping here too would show `&amp;` to visitors.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
} as InitOptions;

export interface CreateI18nOptions {
  /** Where the app is served from; the translation file is looked up below it. */
  appRoot?: string;
  /** Texts given directly (tests): no HTTP request is made. */
  resources?: Resource;
}

/**
 * One i18next instance for the app: zh-tw only, loaded over HTTP from the file the build emits,
 * with no language detection (the site has one language). Resolves once the texts are in.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (options.resources) {
    await instance.init({
      ...baseI18nOptions,
      resources: options.resources,
      initAsync: false,
    } as InitOptions);
    return instance;
  }
  const appRoot = options.appRoot ?? `${new URL(document.URL).origin}/`;
  instance.use(HttpBackend);
  await instance.init<HttpBackendOptions>({
    ...baseI18nOptions,
    backend: { loadPath: (lngs: string[]) => translationUrl(appRoot, lngs[0] ?? DEFAULT_LANGUAGE) },
  });
  return instance;
}

/**
 * The i18n the views are given: the instance itself behind an object with no properties of its
 * own. react-i18next's `useTranslation` copies every own property of the i18n it is given into a
 * new object for each component that mounts, and i18next binds its 42 methods and fields onto the
 * instance: 45 µs a component on this machine, a hundred times and more in a server-rendered page.
 * Through the prototype the views read the same instance, live, and call its own bound methods.
 */
export const viewOfI18n = (instance: i18n): i18n => Object.create(instance) as i18n;
