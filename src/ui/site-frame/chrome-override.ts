import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import type { SiteChromeState } from '../../stores/site-chrome.store';

type ChromeParts = Pick<SiteChromeState, 'header' | 'menu' | 'footer' | 'banner' | 'bannerMobile'>;

/**
 * The chrome editor's draft over the loaded chrome: its preview draws the real header, menu,
 * footer and banners from the part being edited, while visitors (no provider) read the store.
 */
const ChromeOverride = createContext<Partial<ChromeParts> | null>(null);

export const ChromeOverrideProvider = ({
  value,
  children,
}: {
  value: Partial<ChromeParts>;
  children: ReactNode;
}) => createElement(ChromeOverride.Provider, { value }, children);

/** One part of the site chrome: the draft's inside the chrome editor's preview, else the store's. */
export function useChromePart<K extends keyof ChromeParts>(part: K): ChromeParts[K] {
  const { stores } = useServices();
  const stored = useStore(stores.siteChrome, (s) => s[part]);
  const override = useContext(ChromeOverride);
  return override && part in override ? (override[part] as ChromeParts[K]) : stored;
}
