import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mergeI18nFragments } from '../../../../src/ui/i18n/merge-fragments';

let shared: i18n | undefined;

/** The real zh-TW texts, merged the way the build merges them, so tests read what visitors read. */
export function contentI18n(): i18n {
  if (shared) return shared;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'zh-tw',
    fallbackLng: false,
    // The app's language code is lower case (zh-tw); i18next would otherwise look for zh-TW.
    lowerCaseLng: true,
    showSupportNotice: false,
    initAsync: false,
    resources: { 'zh-tw': { translation: mergeI18nFragments(path.resolve(__dirname, '../../../../src/ui/i18n/zh-tw')) } },
    interpolation: { escapeValue: false },
  });
  shared = instance;
  return instance;
}

/**
 * Renders a content view with the theme, the texts and a memory location. Used until the shared
 * `test/support/render-with-providers.tsx` covers the same ground.
 */
export function renderContent(ui: ReactElement, { at = '/home/zh-tw/news' }: { at?: string } = {}): RenderResult & {
  location: ReturnType<typeof memoryLocation>;
} {
  const location = memoryLocation({ path: at, record: true });
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={contentI18n()}>
        <Router hook={location.hook}>{ui}</Router>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return Object.assign(result, { location });
}
