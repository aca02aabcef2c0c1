import { stringify } from 'csv-stringify/sync';

/**
 * The first characters with which Excel, LibreOffice and Google Sheets start a formula or a DDE
 * call: = + - @, a tab or a carriage return, and the full-width ＝ ＋ － ＠ that an IME types and
 * some spreadsheets read as their ASCII forms.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell that would start a formula gets a leading apostrophe (as OWASP advises): a spreadsheet
 * shows it as text, and a reader still sees what was typed.
 */
export const inertCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * The one writer for every CSV meant to be opened in a spreadsheet by staff (the audit log, the
 * letters). Its cells hold what strangers typed — an account name at a failed sign-in, a letter —
 * so every cell is made inert, and any cell holding a line break is quoted: with a CRLF record
 * delimiter csv-stringify quotes only cells holding that delimiter, so a bare LF would otherwise
 * start a new row in the spreadsheet, whose first cell could be a formula. UTF-8 with a BOM (Excel
 * reads the characters as UTF-8 only then) and CRLF line ends (Excel's own).
 *
 * Open data is for machines and keeps its values as they are: it does not use this writer.
 */
export function spreadsheetCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return `\uFEFF${stringify(
    rows.map((row) => row.map(inertCell)),
    {
      header: true,
      columns: header.map(inertCell),
      record_delimiter: '\r\n',
      quoted_match: /[\r\n]/,
    },
  )}`;
}
