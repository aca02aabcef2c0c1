/**
 * Fixed font sizes in pasted or stored HTML turned into relative ones. Text pasted from a word
 * processor carries `font-size: 12pt` or `14px`, which ignores the visitor's own text size and the
 * site's text-size control (WCAG 1.4.4); a relative size keeps the author's proportion and lets the
 * text grow. Works on strings only: the core has no DOM, and the editor runs this before parsing.
 */

/** A relative unit sizes end up in: `rem` (the root size) or `em` (the surrounding text's size). */
export type RelativeUnit = 'rem' | 'em';

/** CSS pixels per absolute unit (CSS Values 4: 1in = 96px = 72pt, 1pc = 12pt, 1Q = 1/4 mm). */
const PX_PER_UNIT: Readonly<Record<string, number>> = {
  px: 1,
  pt: 4 / 3,
  pc: 16,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
};

/** The browser's default root size, which `1rem` stands for unless the visitor changed it. */
const BASE_PX = 16;

const FIXED_FONT_SIZE = /^(\s*font-size\s*:\s*)(\d*\.?\d+)(px|pt|pc|in|cm|mm|q)(\s*(?:!important)?\s*)$/i;

/**
 * An opening tag with its attributes; quoted values may hold `>`, so attributes are matched as
 * a whole rather than stopping at the first `>`.
 */
const OPENING_TAG = /<[a-z][^\s/>]*(?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/gi;
const STYLE_ATTRIBUTE = /(\sstyle\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function relativeValue(px: number): string {
  // Four decimals are finer than any rendering difference; trailing zeros only add noise.
  return String(Number((px / BASE_PX).toFixed(4)));
}

function convertDeclaration(declaration: string, unit: RelativeUnit): string {
  const match = FIXED_FONT_SIZE.exec(declaration);
  if (!match) return declaration;
  const [, prefix, amount, fixedUnit, suffix] = match as unknown as [string, string, string, string, string];
  const px = Number(amount) * PX_PER_UNIT[fixedUnit.toLowerCase()]!;
  return `${prefix}${relativeValue(px)}${unit}${suffix}`;
}

/**
 * A style attribute's text with each fixed `font-size` made relative: `font-size: 14px` becomes
 * `font-size: 0.875rem`, `12pt` becomes `1rem`. Other declarations are left exactly as written.
 */
export function relativeFontSizes(style: string, unit: RelativeUnit = 'rem'): string {
  // A `;` inside a quoted font name splits a fragment that can never look like a font size,
  // and joining puts it back as it was.
  return style
    .split(';')
    .map((declaration) => convertDeclaration(declaration, unit))
    .join(';');
}

function mapStyleAttributes(html: string, map: (style: string) => string): string {
  return html.replace(OPENING_TAG, (tag) =>
    tag.replace(
      STYLE_ATTRIBUTE,
      // One of the three value groups matched; an unquoted value is given quotes.
      (_attribute, lead: string, double: string | undefined, single: string | undefined, bare: string) => {
        if (double !== undefined) return `${lead}"${map(double)}"`;
        if (single !== undefined) return `${lead}'${map(single)}'`;
        return `${lead}"${map(bare)}"`;
      },
    ),
  );
}

/** HTML with every `style` attribute's fixed font sizes made relative (see relativeFontSizes). */
export function relativeUnitsInHtml(html: string, unit: RelativeUnit = 'rem'): string {
  return mapStyleAttributes(html, (style) => relativeFontSizes(style, unit));
}

/** The fixed `font-size` declarations an HTML string's style attributes hold, as written. */
export function fixedFontSizesIn(html: string): string[] {
  const found: string[] = [];
  mapStyleAttributes(html, (style) => {
    for (const declaration of style.split(';')) {
      if (FIXED_FONT_SIZE.test(declaration)) found.push(declaration.trim());
    }
    return style;
  });
  return found;
}
