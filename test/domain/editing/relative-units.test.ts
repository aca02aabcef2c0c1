import {
  fixedFontSizesIn,
  relativeFontSizes,
  relativeUnitsInHtml,
} from '../../../src/domain/editing/relative-units';

describe('fixed font sizes in a style attribute', () => {
  it('turns pixels into rem at sixteen pixels to the rem', () => {
    expect(relativeFontSizes('font-size: 14px')).toBe('font-size: 0.875rem');
    expect(relativeFontSizes('font-size:16px')).toBe('font-size:1rem');
    expect(relativeFontSizes('font-size: 24.5px')).toBe('font-size: 1.5313rem');
  });

  it('turns points into rem through four thirds of a pixel per point', () => {
    expect(relativeFontSizes('font-size: 12pt')).toBe('font-size: 1rem');
    expect(relativeFontSizes('font-size: 10.5pt')).toBe('font-size: 0.875rem');
    expect(relativeFontSizes('font-size: 11pt')).toBe('font-size: 0.9167rem');
  });

  it('converts the other absolute units a word processor may write', () => {
    expect(relativeFontSizes('font-size: 1pc')).toBe('font-size: 1rem');
    expect(relativeFontSizes('font-size: 0.5in')).toBe('font-size: 3rem');
    expect(relativeFontSizes('font-size: 5mm')).toBe('font-size: 1.1811rem');
    expect(relativeFontSizes('font-size: 1cm')).toBe('font-size: 2.3622rem');
    expect(relativeFontSizes('font-size: 20Q')).toBe('font-size: 1.1811rem');
  });

  it('can size relative to the surrounding text instead of the root', () => {
    expect(relativeFontSizes('font-size: 14px', 'em')).toBe('font-size: 0.875em');
  });

  it('leaves relative sizes, keywords and other declarations exactly as written', () => {
    const style = 'color: red;font-size: 1.2em; FONT-WEIGHT:bold; font-size: larger; line-height: 14px';
    expect(relativeFontSizes(style)).toBe(style);
  });

  it('keeps the case of the property, the spacing and an !important flag', () => {
    expect(relativeFontSizes('color:red; Font-Size : 28PX !important ;margin:0')).toBe(
      'color:red; Font-Size : 1.75rem !important ;margin:0',
    );
  });

  it('does not take a property that merely ends in font-size for one', () => {
    expect(relativeFontSizes('mso-bidi-font-size: 12pt')).toBe('mso-bidi-font-size: 12pt');
  });

  it('survives a semicolon inside a quoted font name', () => {
    expect(relativeFontSizes('font-family: "a;b"; font-size: 8px')).toBe(
      'font-family: "a;b"; font-size: 0.5rem',
    );
  });
});

describe('fixed font sizes in HTML', () => {
  it('rewrites double-quoted, single-quoted and bare style attributes', () => {
    expect(relativeUnitsInHtml('<span style="font-size:14px">a</span>')).toBe(
      '<span style="font-size:0.875rem">a</span>',
    );
    expect(relativeUnitsInHtml("<p style='font-size: 12pt; color: red'>b</p>")).toBe(
      "<p style='font-size: 1rem; color: red'>b</p>",
    );
    expect(relativeUnitsInHtml('<b style=font-size:32px>c</b>')).toBe('<b style="font-size:2rem">c</b>');
  });

  it('rewrites every tag, nested or not, in the unit asked for', () => {
    const html =
      '<p style="font-size:16px">x<span class="s" style="font-size:20px">y</span></p><h2 style="font-size:24pt">z</h2>';
    expect(relativeUnitsInHtml(html, 'em')).toBe(
      '<p style="font-size:1em">x<span class="s" style="font-size:1.25em">y</span></p><h2 style="font-size:2em">z</h2>',
    );
  });

  it('leaves text that only looks like a style attribute alone', () => {
    const html = '<p title="a > b">set style="font-size:14px" in CSS</p>';
    expect(relativeUnitsInHtml(html)).toBe(html);
  });

  it('does not read data-style or other attributes ending in style', () => {
    const html = '<span data-style="font-size:14px" style="color:red">a</span>';
    expect(relativeUnitsInHtml(html)).toBe(html);
  });

  it('returns HTML without style attributes unchanged', () => {
    const html = '<p>Hello <em>world</em></p><img src="a.png" alt="">';
    expect(relativeUnitsInHtml(html)).toBe(html);
  });
});

describe('finding fixed font sizes for the accessibility check', () => {
  it('lists each fixed declaration as written, in document order', () => {
    const html =
      '<p style="color:red; font-size: 14px">a</p><span style="font-size:1em">b</span><i style=\'font-size:9pt\'>c</i>';
    expect(fixedFontSizesIn(html)).toEqual(['font-size: 14px', 'font-size:9pt']);
  });

  it('finds nothing once the HTML has been made relative', () => {
    const html = '<p style="font-size: 14px">a<span style="font-size:12pt">b</span></p>';
    expect(fixedFontSizesIn(html)).toHaveLength(2);
    expect(fixedFontSizesIn(relativeUnitsInHtml(html))).toEqual([]);
  });
});
