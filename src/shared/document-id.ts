/**
 * Ids of the authoring API's documents (docs/api.md, "Authoring"). One id names one thing the
 * public API serves; the client and the server build and read them with these functions.
 */
export const CHROME_NAMES = ['header', 'menu', 'footer', 'banner', 'bannerMobile'] as const;
export type ChromeName = (typeof CHROME_NAMES)[number];

export type DocumentRef =
  | { type: 'item'; path: string; id: string }
  | { type: 'page'; path: string }
  | { type: 'settings'; path: string }
  | { type: 'structure'; landing: string }
  | { type: 'chrome'; name: ChromeName };

export type DocumentType = DocumentRef['type'];

/** Rights of site-wide documents (chrome, structures, site settings) are looked up under this path. */
export const SITE_RIGHTS_PATH = '*';

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/** Whether `text` can stand as one part of an id (a path, an item's id): 1–100 of A–Z a–z 0–9 _ -. */
export function isIdSegment(text: string): boolean {
  return SEGMENT.test(text);
}

export function documentIdOf(ref: DocumentRef): string {
  switch (ref.type) {
    case 'item':
      return `item:${ref.path}:${ref.id}`;
    case 'page':
      return `page:${ref.path}`;
    case 'settings':
      return `settings:${ref.path}`;
    case 'structure':
      return `structure:${ref.landing}`;
    case 'chrome':
      return `chrome:${ref.name}`;
  }
}

/** The document an id names, or undefined for anything malformed. */
export function parseDocumentId(id: string): DocumentRef | undefined {
  const [type, first, second, ...rest] = id.split(':');
  if (rest.length > 0 || first === undefined || !SEGMENT.test(first)) return undefined;
  if (type === 'item')
    return second !== undefined && SEGMENT.test(second) ? { type, path: first, id: second } : undefined;
  if (second !== undefined) return undefined;
  if (type === 'page' || type === 'settings') return { type, path: first };
  if (type === 'structure') return { type, landing: first };
  if (type === 'chrome')
    return (CHROME_NAMES as readonly string[]).includes(first)
      ? { type, name: first as ChromeName }
      : undefined;
  return undefined;
}

/** The path whose rights govern the document. */
export function rightsPathOf(ref: DocumentRef): string {
  return ref.type === 'item' || ref.type === 'page' || ref.type === 'settings' ? ref.path : SITE_RIGHTS_PATH;
}
