import type { FileEntry } from '../../shared/api-types';
import type { OpenDataField, OpenDataFormat } from '../../shared/open-data';
import { escapeHtml } from '../seo/html-escape';

/** A file an item links to, as a dataset gives it: its name, absolute link and description. */
export interface OpenDataFile {
  name: string;
  url: string;
  description: string;
}

/** One value of a dataset's row: text, a list (tags) or files. */
export type OpenDataValue = string | string[] | OpenDataFile[];
export type OpenDataRow = Record<string, OpenDataValue>;

const absolute = (origin: string, link: string): string =>
  /^https?:\/\//i.test(link) ? link : `${origin}${link.startsWith('/') ? '' : '/'}${link}`;

/** The visible files of a field (a list, or one file), as absolute links. */
export function filesOf(value: unknown, origin: string): OpenDataFile[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return entries
    .filter(
      (entry): entry is FileEntry =>
        !!entry && typeof entry === 'object' && typeof (entry as FileEntry).original === 'string',
    )
    .filter((entry) => entry.hidden !== true && entry.original !== '')
    .map((entry) => ({
      name: typeof entry.name === 'string' ? entry.name : '',
      url: absolute(origin, entry.original),
      description: entry.alt ?? entry.description ?? '',
    }));
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * One item as a dataset's row: each field of the dataset from the item as the public API gives it,
 * files as absolute links, `url` the item's page. Values are kept as they are (the text of a
 * field is the editor's, HTML included): open data is for machines, which read the fields.
 */
export function openDataRow(
  item: Record<string, unknown>,
  fields: readonly OpenDataField[],
  origin: string,
  pageUrl: string,
): OpenDataRow {
  const row: OpenDataRow = {};
  for (const { name, type } of fields) {
    if (name === 'url') row[name] = pageUrl;
    else if (type === 'files') row[name] = filesOf(item[name], origin);
    else if (type === 'list')
      row[name] = Array.isArray(item[name]) ? (item[name] as unknown[]).map(textOf).filter(Boolean) : [];
    else row[name] = textOf(item[name]);
  }
  return row;
}

/** The JSON file: the rows, as a list. */
export function openDataJson(rows: readonly OpenDataRow[]): string {
  return JSON.stringify(rows);
}

/** Several values in one CSV cell (tags, file links) stand on lines of their own. */
const cellOf = (value: OpenDataValue): string =>
  typeof value === 'string'
    ? value
    : value.map((entry) => (typeof entry === 'string' ? entry : entry.url)).join('\n');

const quoted = (cell: string): string =>
  /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/**
 * The CSV file (RFC 4180): UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese,
 * the fields' labels as its heading, CRLF between records. Values are kept as they are: the formula
 * escaping of staff exports (platform/spreadsheet-csv.ts) is for people opening a file from a
 * stranger's words; a dataset is read by machines, and a changed value would be a wrong one.
 */
export function openDataCsv(fields: readonly OpenDataField[], rows: readonly OpenDataRow[]): string {
  const lines = [fields.map((field) => quoted(field.label)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => quoted(cellOf(row[field.name] ?? ''))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Characters XML 1.0 cannot carry at all, even escaped (control characters but tab and line ends). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string): string => escapeHtml(text.replace(NOT_XML, ''));

function xmlValue(name: string, value: OpenDataValue, indent: string): string {
  if (typeof value === 'string') return `${indent}<${name}>${xmlText(value)}</${name}>`;
  if (value.length === 0) return `${indent}<${name}/>`;
  const inner = value.map((entry) =>
    typeof entry === 'string'
      ? `${indent}  <tag>${xmlText(entry)}</tag>`
      : `${indent}  <file><name>${xmlText(entry.name)}</name><url>${xmlText(entry.url)}</url>` +
        `<description>${xmlText(entry.description)}</description></file>`,
  );
  return [`${indent}<${name}>`, ...inner, `${indent}</${name}>`].join('\n');
}

/** The XML file: `<dataset>` with an `<item>` per row, an element per field (its JSON name). */
export function openDataXml(
  dataset: { path: string; name: string },
  fields: readonly OpenDataField[],
  rows: readonly OpenDataRow[],
): string {
  const items = rows.map((row) =>
    [
      '  <item>',
      ...fields.map((field) => xmlValue(field.name, row[field.name] ?? '', '    ')),
      '  </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<dataset path="${xmlText(dataset.path)}" name="${xmlText(dataset.name)}">`,
    ...items,
    '</dataset>',
    '',
  ].join('\n');
}

/** Content types of the three files. */
export const OPEN_DATA_TYPES: Record<OpenDataFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};
