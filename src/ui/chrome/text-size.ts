import type { KeyValueStorage } from '../../domain/storage/storage.port';

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

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

/**
 * The remembered size. The app's storage is the `KeyValueStorage` port behind SafeStorage, so a full or
 * forbidden Web Storage only loses the memory of the choice, never the choice itself.
 */
export function readTextSize(storage: KeyValueStorage | null): TextSize {
  const stored = storage?.get(TEXT_SIZE_STORAGE_KEY);
  return isTextSize(stored) ? stored : 'medium';
}

export function writeTextSize(storage: KeyValueStorage | null, size: TextSize): void {
  storage?.set(TEXT_SIZE_STORAGE_KEY, size);
}

/** The site system's global CSS (src/ui/theme/system.ts) turns the attribute into the root font size. */
export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-text-size', size);
}
