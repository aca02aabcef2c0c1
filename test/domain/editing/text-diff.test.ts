import {
  changeSides,
  diffText,
  htmlToText,
  isHtmlChange,
  readableText,
} from '../../../src/domain/editing/text-diff';

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

  it('keeps what the middles of two texts share between the changes around it', () => {
    expect(diffText('甲乙丙', '丁乙戊')).toEqual([
      { kind: 'del', text: '甲' },
      { kind: 'ins', text: '丁' },
      { kind: 'same', text: '乙' },
      { kind: 'del', text: '丙' },
      { kind: 'ins', text: '戊' },
    ]);
    expect(diffText('乙丙', '甲乙')).toEqual([
      { kind: 'ins', text: '甲' },
      { kind: 'same', text: '乙' },
      { kind: 'del', text: '丙' },
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

describe('a changed field seen from both sides, as the restore and conflict dialogs show it', () => {
  it('strikes only the changed words of a long text, not the whole field', () => {
    expect(changeSides('望潮燈塔週末導覽', '望潮燈塔平日導覽')).toEqual({
      before: [
        { kind: 'same', text: '望潮燈塔' },
        { kind: 'del', text: '週末' },
        { kind: 'same', text: '導覽' },
      ],
      after: [
        { kind: 'same', text: '望潮燈塔' },
        { kind: 'ins', text: '平日' },
        { kind: 'same', text: '導覽' },
      ],
    });
  });

  it('reads HTML as its text, one line per paragraph, and marks the added paragraph alone', () => {
    const { before, after } = changeSides('<p>第一段</p>', '<p>第一段</p><p>第二段</p>');
    expect(before).toEqual([{ kind: 'same', text: '第一段' }]);
    expect(after).toEqual([
      { kind: 'same', text: '第一段' },
      { kind: 'ins', text: '\n第二段' },
    ]);
  });

  it('says （無） for a field the old copy lacks and （已移除） for one the new copy lacks', () => {
    expect(changeSides(undefined, '新摘要')).toEqual({
      before: [{ kind: 'same', text: '（無）' }],
      after: [{ kind: 'ins', text: '新摘要' }],
    });
    expect(changeSides('舊摘要', null)).toEqual({
      before: [{ kind: 'del', text: '舊摘要' }],
      after: [{ kind: 'same', text: '（已移除）' }],
    });
  });

  it('says （空白） for an emptied text rather than leaving the cell blank', () => {
    expect(changeSides('舊摘要', '  ')).toEqual({
      before: [{ kind: 'del', text: '舊摘要' }],
      after: [{ kind: 'same', text: '（空白）' }],
    });
  });

  it('names a file or link by its name and shows other values as short JSON', () => {
    expect(readableText({ name: '導覽手冊.pdf', fileId: 'f1' })).toBe('導覽手冊.pdf');
    expect(readableText(true)).toBe('true');
    expect(readableText([1, 2])).toBe('[1,2]');
    expect(changeSides(3, 4)).toEqual({
      before: [{ kind: 'del', text: '3' }],
      after: [{ kind: 'ins', text: '4' }],
    });
  });

  it('treats a field as rich text only when both values are text and one holds a tag', () => {
    expect(isHtmlChange('<p>一</p>', undefined)).toBe(true);
    expect(isHtmlChange(null, '<p>一</p>')).toBe(true);
    expect(isHtmlChange('一', '二')).toBe(false);
    expect(isHtmlChange('<p>一</p>', 2)).toBe(false);
  });
});
