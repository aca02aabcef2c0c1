/**
 * What a file is, judged from its first bytes, never from its name. `file-type` (ESM-only) would
 * do it too; five signatures do not need it (docs/decisions.md, decision 25).
 */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf';

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

export function sniffType(bytes: Buffer): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return undefined;
}

export const CONTENT_TYPES: Record<SniffedType | 'webp', string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const EXTENSIONS: Record<SniffedType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
};
