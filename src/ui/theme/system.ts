import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  semanticTokens,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { TEXT_SIZE_SCALE } from '../chrome/text-size';

/**
 * The site's Chakra system: Chakra's base config (conditions and utilities), its default tokens,
 * semantic tokens and text/layer/animation styles, and ONLY the recipes of the components the site
 * renders (`defaultConfig` carried all ~70 recipes and the zag anatomies they import, about
 * 20 KB gzip of the home page's JS). A component whose recipe is missing renders unstyled rather than
 * failing, so a new Chakra component needs its recipe added below (`USED_RECIPES`, `USED_SLOT_RECIPES`);
 * test/ui/theme/theme-system.test.tsx lists them against the imports of src/ui.
 *
 * On top, the few tokens a Taiwanese public site needs.
 *
 * What it adds, so that a later trim knows what it must keep:
 * - `brand`: one calm blue-teal palette (the `theme-color` of index.html is brand.700), with the
 *   semantic keys Chakra's `colorPalette` expects, so `colorPalette="brand"` works on any recipe;
 * - text colours that Chakra leaves below 4.5:1 on white (fg.subtle, fg.error, fg.warning,
 *   fg.success) darkened to pass 網站無障礙規範 AA;
 * - the system CJK font stack (no font is downloaded: the machine and many kiosks are offline);
 * - a root font size driven by `<html data-text-size>` (the 小/中/大 control of src/ui/chrome, whose
 *   scale table it reuses), every size in rem, so dialogs in portals scale too;
 * - a visible `:focus-visible` outline on everything, and reduced motion honoured globally;
 * Light mode only: the site has no colour-mode switch, so no `_dark` values are defined.
 */

export const FONT_STACK =
  '"Noto Sans TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", sans-serif';

/** Brand palette: brand.600 and darker carry white text; brand.700 and darker are safe for text on white. */
export const brandColors = {
  50: '#eaf4f7',
  100: '#d2e7ee',
  200: '#a6cfdd',
  300: '#71b1c6',
  400: '#3f8fab',
  500: '#1f7291',
  600: '#125e7b',
  700: '#0b4f6c',
  800: '#083d54',
  900: '#052a3b',
  950: '#031b27',
} as const;

/** Light-mode text colours, each at least 4.5:1 on white and on bg.subtle (checked by test/ui/theme). */
export const textColors = {
  fg: '#1a1a1a',
  'fg.muted': '#4a4f55',
  'fg.subtle': '#5c6168',
  'fg.error': '#b3261e',
  'fg.warning': '#8a4b00',
  'fg.success': '#1e6b34',
  'fg.info': '#1d5fa8',
  'brand.fg': brandColors[700],
} as const;

/** The site's own layer over Chakra's theme (exported for the test that compares with the full default system). */
export const siteConfig = defineConfig({
  theme: {
    tokens: {
      // Nested, so the custom properties read `--chakra-colors-brand-700` (CSS modules use them).
      colors: { brand: Object.fromEntries(Object.entries(brandColors).map(([k, v]) => [k, { value: v }])) },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: {
      colors: {
        fg: {
          DEFAULT: { value: textColors.fg },
          muted: { value: textColors['fg.muted'] },
          subtle: { value: textColors['fg.subtle'] },
          error: { value: textColors['fg.error'] },
          warning: { value: textColors['fg.warning'] },
          success: { value: textColors['fg.success'] },
          info: { value: textColors['fg.info'] },
        },
        bg: {
          subtle: { value: '#f6f8f9' },
        },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: textColors['brand.fg'] },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.700}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
  },
  globalCss: {
    html: {
      // Percentages keep the visitor's own browser setting as the base of 中.
      fontSize: '100%',
      lineHeight: '1.75',
      colorPalette: 'brand',
      ...Object.fromEntries(
        Object.entries(TEXT_SIZE_SCALE).map(([size, scale]) => [
          `&[data-text-size="${size}"]`,
          { fontSize: scale },
        ]),
      ),
    },
    body: {
      fontFamily: 'body',
      fontSize: 'md',
    },
    // Chakra recipes draw their own ring; this covers plain links, buttons and anything focusable.
    ':focus-visible': {
      outlineWidth: '3px',
      outlineStyle: 'solid',
      outlineColor: 'brand.700',
      outlineOffset: '2px',
    },
    '*, *::before, *::after': {
      _motionReduce: {
        // Not 0: Chakra's presence waits for `animationend` before unmounting a closing dialog.
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

/** Recipes by the key their component looks up (Button and CloseButton share `button`): what the login form, the editor tools and the dialog render. */
export const USED_RECIPES = {
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  // 網站設定's description field.
  textarea: textareaRecipe,
};

export const USED_SLOT_RECIPES = {
  dialog: dialogSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

/** Chakra's default theme, minus the recipes of components the site never renders. */
const trimmedThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: USED_RECIPES,
    slotRecipes: USED_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, trimmedThemeConfig), siteConfig);
