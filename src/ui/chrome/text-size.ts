/**
 * The 小/中/大 text size. Every size in the site is in rem/em, so scaling the root font size scales
 * the whole page; the `data-text-size` attribute on <html> lets styles react to the choice as well.
 */
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_STORAGE_KEY = 'themesite.textSize';

/** Percentages of the visitor's own browser default, never fixed pixels, so their setting still counts. */
export const TEXT_SIZE_SCALE: Record<TextSize, string> = {
  small: '87.5%',
  medium: '100%',
  large: '125%',
};

/** The two members of Web Storage the control needs; tests pass a map-backed one. */
export interface TextSizeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/** localStorage, or null where reading it throws (disabled cookies, sandboxed frames, Safari private mode). */
export function browserTextSizeStorage(): TextSizeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readTextSize(storage: TextSizeStorage | null): TextSize {
  try {
    const stored = storage?.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) ? stored : 'medium';
  } catch {
    return 'medium';
  }
}

export function writeTextSize(storage: TextSizeStorage | null, size: TextSize): void {
  try {
    storage?.setItem(TEXT_SIZE_STORAGE_KEY, size);
  } catch {
    // A full or forbidden storage only loses the memory of the choice, not the choice itself.
  }
}

/** The site system's global CSS (src/ui/theme/system.ts) turns the attribute into the root font size. */
export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-text-size', size);
}
