import {
  accessibilityFindings,
  blockingFindings,
  contrastRatio,
  FINDING_CODES,
  parseColour,
  type AccessibilityFinding,
} from '../../../src/shared/accessibility-rules';

const image = (overrides: Record<string, unknown> = {}) => ({
  fileId: 'f1',
  name: 'IMG_1234.jpg',
  ext: 'jpg',
  original: '/media/uploads/f1/original.jpg',
  description: '',
  represent: false,
  ...overrides,
});

const codes = (findings: AccessibilityFinding[]) => findings.map((finding) => finding.code);
const only = (data: unknown) => {
  const found = accessibilityFindings(data);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the shared accessibility rules', () => {
  it('finds nothing in accessible content', () => {
    const data = {
      title: '燈會',
      content:
        '<h2>活動</h2><h3>時間</h3><p><img src="/a.jpg" alt="燈籠"> <a href="/x">2026 燈會辦法</a></p>' +
        '<p style="color:#333;background-color:#fff">文字</p><iframe title="介紹影片" src="/v"></iframe>',
      images: [image({ alt: '主燈' }), image({ decorative: true, alt: '' })],
    };
    expect(accessibilityFindings(data)).toEqual([]);
  });

  describe('images (HM1110100C, HM1110106C)', () => {
    it('blocks an image in the body without alt, naming its file', () => {
      const finding = only({ content: '<p><img src="/media/photo.png"></p>' });
      expect(finding).toEqual(
        expect.objectContaining({ code: 'HM1110100C', severity: 'blocking', field: 'content' }),
      );
      expect(finding.message).toContain('photo.png');
    });

    it('accepts an empty alt as a decorative image', () => {
      expect(accessibilityFindings({ content: '<img src="/a.png" alt="">' })).toEqual([]);
    });

    it('blocks an images entry without alt and offers to mark it decorative', () => {
      expect(only({ images: [image({ alt: 'x' }), image({ alt: ' ' })] })).toEqual(
        expect.objectContaining({
          code: FINDING_CODES.imageWithoutAlt,
          field: 'images[1].alt',
          fix: { kind: 'mark-decorative' },
        }),
      );
    });

    it('counts the description as the alt text, since the public pages show it as alt', () => {
      expect(accessibilityFindings({ images: [image({ description: '港口的燈塔' })] })).toEqual([]);
    });

    it('ignores entries that are not images and entries hidden from the site', () => {
      expect(
        accessibilityFindings({
          files: [image({ ext: 'pdf', name: 'a.pdf', original: '/a.pdf' })],
          images: [image({ hidden: true })],
        }),
      ).toEqual([]);
    });

    it('blocks a decorative image that carries a title, in the body and in an entry', () => {
      expect(codes(accessibilityFindings({ content: '<img src="/a.png" alt="" title="燈籠">' }))).toEqual([
        'HM1110106C',
      ]);
      expect(only({ images: [image({ decorative: true, title: '燈籠' })] }).field).toBe('images[0].title');
    });
  });

  it('blocks skipped heading levels, counting the page title as h1 (HM1130100C)', () => {
    expect(only({ content: '<h2>一</h2><h4>二</h4>' }).message).toContain('h2 跳到 h4');
    expect(codes(accessibilityFindings({ content: '<h3>直接從 h3 開始</h3>' }))).toEqual(['HM1130100C']);
    expect(accessibilityFindings({ content: '<h2>一</h2><h3>二</h3><h2>三</h2>' })).toEqual([]);
  });

  describe('data tables (HM1130101C)', () => {
    it('blocks a table whose cells are all data cells, once per table', () => {
      const flat =
        '<table><tbody><tr><td>時間</td><td>內容</td></tr><tr><td>14:00</td><td>主講</td></tr></tbody></table>';
      expect(only({ content: flat }).code).toBe('HM1130101C');
      expect(only({ content: flat }).severity).toBe('blocking');
      expect(only({ content: flat }).message).toContain('表頭');
    });

    it('accepts a table with a header row or a header column', () => {
      const headed = (cell: string) =>
        `<table><caption>流程</caption><tr>${cell}<td>內容</td></tr><tr><td>14:00</td><td>主講</td></tr></table>`;
      expect(accessibilityFindings({ content: headed('<th scope="col">時間</th>') })).toEqual([]);
      expect(accessibilityFindings({ content: headed('<th scope="row">時間</th>') })).toEqual([]);
    });

    it('judges a table inside a table cell on its own headers, not its parent’s', () => {
      const nested =
        '<table><tr><th>外</th></tr><tr><td><table><tr><td>內</td></tr></table></td></tr></table>';
      expect(codes(accessibilityFindings({ content: nested }))).toEqual(['HM1130101C']);
      expect(accessibilityFindings({ content: '</table><p>多出來的結束標籤</p>' })).toEqual([]);
    });
  });

  describe('links (HM1240401C and vague text)', () => {
    it('blocks a link with no text', () => {
      expect(only({ content: '<p><a href="/x"> </a></p>' }).code).toBe('HM1240401C');
      expect(only({ content: '<a href="/x"><img src="/i.png" alt=""></a>' }).code).toBe('HM1240401C');
    });

    it('accepts a link named by its image alt or an aria-label', () => {
      expect(accessibilityFindings({ content: '<a href="/x"><img src="/i.png" alt="首頁"></a>' })).toEqual(
        [],
      );
      expect(accessibilityFindings({ content: '<a href="/x" aria-label="下載報名表"></a>' })).toEqual([]);
    });

    it.each(['請點此', '更多', '詳全文', '點此', 'more', 'Click here', '更多...'])(
      'warns about the vague link text %s',
      (text) => {
        expect(only({ content: `<p>報名<a href="/x">${text}</a></p>` })).toEqual(
          expect.objectContaining({ code: 'vague-link-text', severity: 'warning' }),
        );
      },
    );

    it('does not warn when the text says where the link goes', () => {
      expect(accessibilityFindings({ content: '<a href="/x">更多燈會活動</a>' })).toEqual([]);
    });
  });

  describe('fixed font sizes (CS2140401C)', () => {
    it('blocks px and pt sizes and offers the relative-unit fix', () => {
      const finding = only({ content: '<p><span style="font-size:14px">小字</span></p>' });
      expect(finding).toEqual(
        expect.objectContaining({ code: 'CS2140401C', severity: 'blocking', fix: { kind: 'px-to-rem' } }),
      );
      expect(finding.message).toContain('font-size:14px');
      expect(only({ body: '<p style="font-size: 12pt">x</p>' }).field).toBe('body');
    });

    it('accepts relative sizes', () => {
      expect(accessibilityFindings({ content: '<span style="font-size:0.875em">小字</span>' })).toEqual([]);
    });
  });

  it('blocks an iframe without a title (HM1410201C)', () => {
    expect(only({ content: '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>' }).code).toBe(
      'HM1410201C',
    );
  });

  describe('contrast (1.4.3)', () => {
    it('computes the WCAG ratio: black on white is 21:1, same colours 1:1', () => {
      expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
      expect(contrastRatio([119, 119, 119], [119, 119, 119])).toBe(1);
      // #777 on white is the classic near miss: about 4.48:1.
      expect(contrastRatio(parseColour('#777')!, parseColour('white')!)).toBeCloseTo(4.48, 2);
    });

    it('parses hex, rgb and names, and leaves see-through colours unjudged', () => {
      expect(parseColour('#0a0B0c')).toEqual([10, 11, 12]);
      expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
      expect(parseColour('rgba(1 2 3 / 0.5)')).toBeNull();
      expect(parseColour('var(--x)')).toBeNull();
    });

    it('blocks light grey text on white set in one style', () => {
      const finding = only({ content: '<p style="color:#999999;background-color:#ffffff">淡字</p>' });
      expect(finding).toEqual(
        expect.objectContaining({ code: FINDING_CODES.lowContrast, severity: 'blocking' }),
      );
      expect(finding.message).toContain('4.5:1');
    });

    it('pairs a text colour with the background of an enclosing element', () => {
      expect(
        codes(
          accessibilityFindings({
            content: '<div style="background-color:rgb(0,0,0)"><span style="color:#333">暗</span></div>',
          }),
        ),
      ).toEqual([FINDING_CODES.lowContrast]);
      expect(
        accessibilityFindings({
          content: '<div style="background-color:#000"><span style="color:#fff">亮</span></div>',
        }),
      ).toEqual([]);
    });

    it('does not judge a colour without a known background', () => {
      expect(accessibilityFindings({ content: '<p style="color:#eee">x</p>' })).toEqual([]);
    });
  });

  describe('alt text warnings', () => {
    it('warns when the alt is the file name', () => {
      expect(only({ images: [image({ alt: 'IMG_1234.jpg' })] })).toEqual(
        expect.objectContaining({ code: 'alt-is-file-name', severity: 'warning', field: 'images[0].alt' }),
      );
      expect(only({ images: [image({ alt: 'IMG_1234' })] }).code).toBe('alt-is-file-name');
      expect(only({ content: '<img src="/u/DSC0001.JPG" alt="DSC0001.JPG">' }).code).toBe('alt-is-file-name');
    });

    it('warns when the alt runs past 150 characters', () => {
      expect(only({ images: [image({ alt: '燈'.repeat(151) })] }).code).toBe('alt-too-long');
      expect(accessibilityFindings({ images: [image({ alt: '燈'.repeat(150) })] })).toEqual([]);
    });
  });

  it('lists blocking findings before warnings and names nested fields', () => {
    const found = accessibilityFindings({
      content: '<a href="/x">更多</a>',
      sections: [{ body: '<img src="/a.png">' }],
    });
    expect(found.map((finding) => [finding.severity, finding.field])).toEqual([
      ['blocking', 'sections[0].body'],
      ['warning', 'content'],
    ]);
    expect(blockingFindings({ content: '<a href="/x">更多</a>' })).toEqual([]);
  });

  it('reports one finding per rule and field however often it repeats', () => {
    expect(accessibilityFindings({ content: '<img src="/a.png"><img src="/a.png">' })).toHaveLength(1);
  });

  it('decodes entities in text, so a non-breaking space is no link text', () => {
    expect(only({ content: '<a href="/x">&nbsp;</a>' }).code).toBe('HM1240401C');
    expect(accessibilityFindings({ content: '<a href="/x">&#29128;會</a>' })).toEqual([]);
  });
});
