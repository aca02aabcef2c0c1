/**
 * The focus outline, drawn 3 px wide in a colour that keeps 3:1 against what lies around the control
 * (WCAG 2.4.11 / 1.4.11): the brand blue on light backgrounds, a pale orange on dark bands.
 */
export function focusRing(tone: 'light' | 'dark' = 'light', offset = '2px') {
  return {
    outline: '3px solid',
    outlineColor: tone === 'dark' ? 'orange.200' : 'brand.700',
    outlineOffset: offset,
  } as const;
}
