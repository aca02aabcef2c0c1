import { diffText, htmlToText } from '../../../../src/ui/editor/history/text-diff';

describe('the readable difference of an HTML field', () => {
  it('turns paragraphs into lines and drops tags and entities', () => {
    expect(htmlToText('<h2>標題</h2><p>港口&amp;燈塔<br>第二行</p><p><strong>粗</strong>&nbsp;體</p>')).toBe(
      '標題\n港口&燈塔\n第二行\n粗 體',
    );
  });

  it('marks Chinese changes character by character and keeps what both share', () => {
    expect(diffText('燈塔在九月完工。', '燈塔在十月完工。')).toEqual([
      { kind: 'same', text: '燈塔在' },
      { kind: 'del', text: '九' },
      { kind: 'ins', text: '十' },
      { kind: 'same', text: '月完工。' },
    ]);
  });

  it('keeps Latin words whole', () => {
    expect(diffText('open Monday to Friday', 'open Tuesday to Friday')).toEqual([
      { kind: 'same', text: 'open ' },
      { kind: 'del', text: 'Monday' },
      { kind: 'ins', text: 'Tuesday' },
      { kind: 'same', text: ' to Friday' },
    ]);
  });

  it('shows an added paragraph as one insertion', () => {
    expect(diffText('第一段', '第一段\n第二段')).toEqual([
      { kind: 'same', text: '第一段' },
      { kind: 'ins', text: '\n第二段' },
    ]);
  });

  it('shows a very long rewrite as one deletion and one insertion instead of comparing every pair', () => {
    const before = '甲'.repeat(2000);
    const after = '乙'.repeat(2000);
    expect(diffText(before, after)).toEqual([
      { kind: 'del', text: before },
      { kind: 'ins', text: after },
    ]);
  });
});
