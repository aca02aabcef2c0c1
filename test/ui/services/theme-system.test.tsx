import { Box } from '@chakra-ui/react';
import { TEXT_SIZE_SCALE } from '../../../src/ui/chrome/text-size';
import { FONT_STACK, system, textColors } from '../../../src/ui/theme/system';
import { renderWithProviders } from '../../support/render-with-providers';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The light-mode value of a CSS variable of the system, with `var(--…)` references followed. */
function tokenValue(cssVar: string): string {
  const layer = (system.getTokenCss() as Record<string, Record<string, Record<string, string>>>)[
    '@layer tokens'
  ]!;
  const light = { ...layer['&:where(html, .chakra-theme)'], ...layer[':root &, .light &'] };
  let value = light[cssVar];
  for (let hops = 0; value?.startsWith('var('); hops += 1) {
    if (hops > 5) throw new Error(`reference loop at ${cssVar}`);
    value = light[value.slice(4, -1).replace(/\\\\/g, '\\')];
  }
  if (value === undefined) throw new Error(`no token ${cssVar}`);
  return value;
}

describe('the site theme', () => {
  it('gives every text colour at least 4.5:1 contrast on the page and subtle backgrounds', () => {
    const backgrounds = ['#ffffff', tokenValue('--chakra-colors-bg-subtle')];
    for (const [name, colour] of Object.entries(textColors)) {
      const cssVar = `--chakra-colors-${name.replace('.', '-')}`;
      expect({ name, value: tokenValue(cssVar) }).toEqual({ name, value: colour });
      for (const bg of backgrounds) {
        expect({ name, bg, ok: contrast(colour, bg) >= 4.5 }).toEqual({ name, bg, ok: true });
      }
    }
  });

  it('gives white text on the brand solid colour at least 4.5:1 contrast', () => {
    expect(contrast(tokenValue('--chakra-colors-brand-solid'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses only system CJK fonts, Noto Sans TC first', () => {
    expect(FONT_STACK).toBe(
      '"Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
    );
    expect(tokenValue('--chakra-fonts-body')).toBe(FONT_STACK);
    expect(tokenValue('--chakra-fonts-heading')).toBe(FONT_STACK);
    // No web font is ever fetched: the machine and many kiosk screens are offline.
    expect(JSON.stringify(system.getGlobalCss())).not.toMatch(/@font-face|url\(/);
  });

  it('keeps every font size token in rem', () => {
    const layer = (system.getTokenCss() as Record<string, Record<string, Record<string, string>>>)[
      '@layer tokens'
    ]!;
    const sizes = Object.entries(layer['&:where(html, .chakra-theme)']!).filter(([k]) =>
      k.startsWith('--chakra-font-sizes-'),
    );
    expect(sizes.length).toBeGreaterThan(5);
    for (const [name, value] of sizes)
      expect({ name, value }).toEqual({ name, value: expect.stringMatching(/^[\d.]+rem$/) });
  });

  it('draws a focus outline of at least 2px on anything focused from the keyboard', () => {
    const base = (system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>)[
      '@layer base'
    ]!;
    const ring = base['&:focus-visible']!;
    expect(ring.outlineStyle).toBe('solid');
    expect(parseFloat(ring.outlineWidth!)).toBeGreaterThanOrEqual(2);
    expect(contrast(tokenValue('--chakra-colors-brand\\.700'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('injects root font sizes keyed by the data-text-size attribute on <html>, and the focus ring, into the page', () => {
    renderWithProviders(<Box>內文</Box>);
    // jsdom does not cascade rules inside @layer, so the injected rules are read instead of computed styles.
    const rules = injectedStyleRules();
    for (const size of ['small', 'medium', 'large'] as const) {
      expect(rules.get(`html[data-text-size="${size}"]`)?.getPropertyValue('font-size')).toBe(
        TEXT_SIZE_SCALE[size],
      );
    }
    expect(TEXT_SIZE_SCALE.small).toBe('87.5%');
    expect(TEXT_SIZE_SCALE.medium).toBe('100%');
    expect(
      parseFloat(rules.get(':focus-visible')?.getPropertyValue('outline-width') ?? '0'),
    ).toBeGreaterThanOrEqual(2);
  });
});

/** Every style rule Chakra's provider put into the document, by selector, layers and media rules included. */
function injectedStyleRules(): Map<string, CSSStyleDeclaration> {
  const found = new Map<string, CSSStyleDeclaration>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) found.set(rule.selectorText, rule.style);
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  return found;
}
