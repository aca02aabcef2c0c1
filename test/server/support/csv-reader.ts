/**
 * An RFC 4180 reader, as a spreadsheet reads a file: quoted cells may hold commas, doubled quotes
 * and line breaks; outside quotes a CRLF, a bare LF or a bare CR ends the row (Excel and
 * LibreOffice both start a new row at a bare LF). The byte order mark is dropped.
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\r' || char === '\n') endRow();
    else cell += char;
    i += 1;
  }
  if (quoted) throw new Error('CSV ends inside a quoted cell');
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** The characters with which a spreadsheet starts a formula, in ASCII and full width. */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
