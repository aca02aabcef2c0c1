/**
 * The 小/中/大 text-size control sets one attribute on <html>; the Chakra system scales the root font
 * size from it, and since every size is in rem the whole page follows (including dialogs in portals).
 */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

export type TextSize = 'small' | 'medium' | 'large';

export const TEXT_SIZES: readonly TextSize[] = ['small', 'medium', 'large'];

/** Root font size per choice, relative to the browser's own setting (16 px by default: 14 / 16 / 19 px). */
export const TEXT_SIZE_SCALE: Record<TextSize, string> = {
  small: '87.5%',
  medium: '100%',
  large: '118.75%',
};

export function isTextSize(value: unknown): value is TextSize {
  return typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);
}

export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

/** The current choice, `medium` when none (or an unknown value) is set. */
export function readTextSize(root: HTMLElement = document.documentElement): TextSize {
  const value = root.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return isTextSize(value) ? value : 'medium';
}
