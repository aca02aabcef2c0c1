import type { FileEntry } from '../../shared/api-types';
import type { SeedImage } from '../seed/site-seed';
import { DEMO_MEDIA_PREFIX } from './demo-images';

/**
 * Small but valid documents for the download lists (PDF, DOCX, XLSX, ODT, ZIP), generated in code so
 * a visitor who clicks a download gets a real file of the announced type and the announced size.
 */

export type DocumentExt = 'pdf' | 'docx' | 'xlsx' | 'odt' | 'zip';

const CONTENT_TYPES: Record<DocumentExt, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
};

const CRC_TABLE: number[] = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** DOS date/time of 2026-01-01 00:00 for every entry, so archives are byte-identical on each build. */
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** A zip archive with stored (uncompressed) entries: enough for office formats and plain archives. */
function zip(entries: Array<[name: string, text: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A one-page PDF. Its text is ASCII because a PDF without embedded fonts cannot promise CJK glyphs;
 * the zh-TW title lives in the document's metadata (UTF-16 Title), which viewers show in the title bar.
 */
function pdf(title: string): Buffer {
  const utf16Title = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('hex').toUpperCase();
  const stream =
    'BT /F1 20 Tf 72 760 Td (Linhai Museum of Cultural Memory) Tj 0 -32 Td /F1 12 Tf (Demo document of a fictional institution.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title <${utf16Title}> /Producer (themesite demo) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function docx(title: string, paragraphs: string[]): Buffer {
  const para = (t: string): string => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(t)}</w:t></w:r></w:p>`;
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${[title, ...paragraphs].map(para).join('')}</w:body></w:document>`,
    ],
  ]);
}

function xlsx(rows: string[][]): Buffer {
  const cell = (t: string): string => `<c t="inlineStr"><is><t>${xmlEscape(t)}</t></is></c>`;
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ],
    [
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.map((r) => `<row>${r.map(cell).join('')}</row>`).join('')}</sheetData></worksheet>`,
    ],
  ]);
}

function odt(title: string, paragraphs: string[]): Buffer {
  // The `mimetype` entry must come first and be stored uncompressed: the zip writer does both.
  return zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    [
      'META-INF/manifest.xml',
      '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    ],
    [
      'content.xml',
      `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>${[title, ...paragraphs].map((p) => `<text:p>${xmlEscape(p)}</text:p>`).join('')}</office:text></office:body></office:document-content>`,
    ],
  ]);
}

export interface DemoDocumentSpec {
  /** File name without extension, ASCII kebab-case (it is part of the URL). */
  name: string;
  ext: DocumentExt;
  /** zh-TW title of the document, also its FileEntry description. */
  title: string;
}

function documentBody(spec: DemoDocumentSpec): Buffer {
  const lines = [
    '國立臨海文化記憶館（虛構機構）示範文件。',
    '本文件僅供網站展示之用，內容不具任何法律效力。',
  ];
  switch (spec.ext) {
    case 'pdf':
      return pdf(spec.title);
    case 'docx':
      return docx(spec.title, lines);
    case 'odt':
      return odt(spec.title, lines);
    case 'xlsx':
      return xlsx([
        ['項目', '說明'],
        ['文件名稱', spec.title],
        ['備註', lines[1] ?? ''],
      ]);
    case 'zip':
      return zip([
        ['README.txt', `${spec.title}\n${lines.join('\n')}\n`],
        ['data/items.csv', '編號,名稱\n1,示範資料\n'],
      ]);
  }
}

function demoDocumentPath(spec: DemoDocumentSpec): string {
  return `${DEMO_MEDIA_PREFIX}files/${spec.name}.${spec.ext}`;
}

/** A download FileEntry whose `size` is the real byte length of the generated document. */
export function documentFile(spec: DemoDocumentSpec): FileEntry {
  return {
    fileId: `doc-${spec.name}-${spec.ext}`,
    name: `${spec.name}.${spec.ext}`,
    ext: spec.ext,
    original: demoDocumentPath(spec),
    description: spec.title,
    represent: false,
    size: documentBody(spec).length,
  };
}

/** The documents behind download FileEntries found in the content, one per distinct URL. */
export function demoDocuments(files: FileEntry[]): SeedImage[] {
  const seen = new Set<string>();
  const out: SeedImage[] = [];
  for (const file of files) {
    if (!file.original.startsWith(`${DEMO_MEDIA_PREFIX}files/`) || seen.has(file.original)) continue;
    const ext = file.ext as DocumentExt;
    if (!(ext in CONTENT_TYPES)) continue;
    seen.add(file.original);
    const spec: DemoDocumentSpec = {
      name: file.name.slice(0, -(ext.length + 1)),
      ext,
      title: file.description ?? file.name,
    };
    out.push({ path: file.original, contentType: CONTENT_TYPES[ext], body: documentBody(spec) });
  }
  return out;
}
