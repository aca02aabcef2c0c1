import fs from 'node:fs';
import path from 'node:path';
import { Box, createSystem, defaultConfig } from '@chakra-ui/react';
import { TEXT_SIZE_SCALE } from '../../../src/ui/chrome/text-size';
import {
  FONT_STACK,
  siteConfig,
  system,
  textColors,
  USED_RECIPES,
  USED_SLOT_RECIPES,
} from '../../../src/ui/theme/system';
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
    expect(contrast(tokenValue('--chakra-colors-brand-700'), '#ffffff')).toBeGreaterThanOrEqual(3);
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

/**
 * The trimmed system (src/ui/theme/system.ts) carries only the recipes of components the site renders.
 * A component whose recipe is missing renders unstyled without any error, so this reads the imports of
 * src/ui and fails on a component whose recipe is absent, or on one it does not know yet.
 */
describe('the trimmed Chakra system', () => {
  /** Chakra component → the recipe key it looks up (null: none in Chakra's default theme). */
  const RECIPE_OF: Record<string, string | null> = {
    Alert: 'alert',
    Badge: 'badge',
    Button: 'button',
    CloseButton: 'button',
    IconButton: 'button',
    Dialog: 'dialog',
    Field: 'field',
    Heading: 'heading',
    Input: 'input',
    Link: 'link',
    List: 'list',
    NativeSelect: 'nativeSelect',
    Table: 'table',
    Textarea: 'textarea',
    AspectRatio: null,
    Box: null,
    Flex: null,
    Grid: null,
    HStack: null,
    Image: null,
    Portal: null,
    SimpleGrid: null,
    Stack: null,
    Text: null,
    VisuallyHidden: null,
    chakra: null,
    ChakraProvider: null,
  };

  function chakraImportsOfSrcUi(): Set<string> {
    const root = path.resolve(__dirname, '../../../src/ui');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(root);
    const names = new Set<string>();
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          // Types and system builders are not rendered components.
          if (!name || name.startsWith('type ') || /Props$/.test(name)) continue;
          if (['createSystem', 'defaultBaseConfig', 'defineConfig', 'mergeConfigs'].includes(name)) continue;
          names.add(name);
        }
      }
    }
    return names;
  }

  it('has the recipe of every Chakra component src/ui imports', () => {
    const recipes = { ...USED_RECIPES, ...USED_SLOT_RECIPES } as Record<string, unknown>;
    const used = chakraImportsOfSrcUi();
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      expect({ name, known: name in RECIPE_OF }).toEqual({ name, known: true });
      const key = RECIPE_OF[name];
      if (key) expect({ name, key, present: key in recipes }).toEqual({ name, key, present: true });
    }
  });

  it('leaves out the recipes of components the site never renders', () => {
    expect(system.getRecipe('checkmark')).toBeUndefined();
    expect(system.getSlotRecipe('accordion')).toBeUndefined();
    expect(system.getSlotRecipe('dialog')).toBeDefined();
  });

  it('looks the same as the full default system: same tokens, global CSS and recipes for what is rendered', () => {
    const full = createSystem(defaultConfig, siteConfig);
    expect(system.getTokenCss()).toEqual(full.getTokenCss());
    expect(system.getGlobalCss()).toEqual(full.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(full.getPreflightCss());
    for (const key of Object.keys(USED_RECIPES)) expect(system.getRecipe(key)).toEqual(full.getRecipe(key));
    for (const key of Object.keys(USED_SLOT_RECIPES))
      expect(system.getSlotRecipe(key)).toEqual(full.getSlotRecipe(key));
  });
});
