import { createContext, useContext } from 'react';

/**
 * How the surrounding page frame wants the chrome drawn. Frames receive the chrome as ready-made
 * slots (layout-contract.ts) and cannot pass props to them, but the slots render inside the frame's
 * tree, so a context set by the frame reaches them: the same `<MainMenu>` becomes a bar, a rail or a
 * disclosure depending on the frame, without the shell knowing which frame is active.
 */
export interface ChromeVariant {
  /** `bar`: horizontal with drop-downs; `rail`: vertical list; `drawer`: always behind the 選單 button. */
  menu: 'bar' | 'rail' | 'drawer';
  /** `dark` when the frame puts the menu on a dark band, so its text switches to light colours. */
  menuTone: 'light' | 'dark';
  /**
   * `hero` (centred) and `minimal` enlarge the site title; `compact` is a slim single row; `stacked`
   * keeps identity and tools in one column even on wide screens, for a narrow rail.
   */
  header: 'standard' | 'compact' | 'hero' | 'minimal' | 'stacked';
  /** The header's background, so 導盲磚 U keeps its contrast on a dark hero or rail. */
  headerTone: 'light' | 'dark';
  /** `columns` lays the footer's contact, links and mark side by side on wide screens. */
  footer: 'stack' | 'columns';
  /** The footer's background: the footer's text, links and 導盲磚 follow it. */
  footerTone: 'light' | 'dark';
}

export const defaultChromeVariant: ChromeVariant = {
  menu: 'bar',
  menuTone: 'light',
  header: 'standard',
  headerTone: 'light',
  footer: 'stack',
  footerTone: 'dark',
};

export const ChromeVariantContext = createContext<ChromeVariant>(defaultChromeVariant);

export function useChromeVariant(): ChromeVariant {
  return useContext(ChromeVariantContext);
}

/**
 * Phones and small tablets (≤ 768 px) get the collapsed menu. Chakra's `md` starts at exactly 768 px,
 * so the desktop query starts one pixel later (48.0625em = 769 px at the default 16 px).
 */
export const DESKTOP_MEDIA = '@media screen and (min-width: 48.0625em)';
export const PHONE_MEDIA_QUERY = '(max-width: 48em)';
