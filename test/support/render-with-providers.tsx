import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import path from 'node:path';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mergeI18nFragments } from '../../scripts/support/merge-i18n-fragments';
import { viewOfI18n } from '../../src/ui/i18n/i18n';
import { system } from '../../src/ui/theme/system';

const I18N_DIR = path.resolve(__dirname, '../../src/ui/i18n/zh-tw');

let shared: i18n | undefined;

/**
 * The real zh-TW texts, merged from the fragments exactly as the build merges them, so a test reads
 * what visitors read. One instance per test file: initialising is synchronous and the texts never change.
 */
export function testI18n(): i18n {
  if (shared) return shared;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'zh-tw',
    fallbackLng: false,
    // The app's language code is lower case (zh-tw); i18next would otherwise look for zh-TW.
    lowerCaseLng: true,
    initAsync: false,
    resources: { 'zh-tw': { translation: mergeI18nFragments(I18N_DIR) } },
    interpolation: { escapeValue: false },
  });
  shared = instance;
  return instance;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Starting location, path plus optional query string. Defaults to the home page. */
  path?: string;
}

export type MemoryLocation = ReturnType<typeof memoryLocation> & { history: string[]; reset(): void };

/**
 * Renders `ui` the way the app does: the site's Chakra system, i18next with the zh-TW file and a wouter
 * router, here on a memory location. `location.history` lists every path visited (with query string),
 * and `location.navigate` moves it as a link would.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path: at = '/home/zh-tw', ...options }: RenderWithProvidersOptions = {},
): RenderResult & { location: MemoryLocation; i18n: i18n } {
  // memoryLocation splits `at` into path and query itself, so `?offset=10` reaches useSearch.
  const location = memoryLocation({ path: at, record: true });
  const i18n = testI18n();
  const texts = viewOfI18n(i18n);
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={texts}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </I18nextProvider>
    </ChakraProvider>
  );
  const result = render(ui, { ...options, wrapper });
  return Object.assign(result, { location, i18n });
}
