/** Schemes a link or image may use; everything else (javascript:, data:, vbscript:, file:) goes. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether a URL from the CMS may be put in an `href` or `src`: relative, a fragment, or one of the
 * safe schemes. Kept apart from the sanitizer so views can check item fields (file URLs,
 * registration links) without loading DOMPurify.
 */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`);
}

/** The URL when it is safe to link to, else undefined (the view then shows text, not a link). */
export function safeHref(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed !== '' && isSafeUrl(trimmed) ? trimmed : undefined;
}
