/**
 * A short plain-text summary for cards and rows. Descriptions come from the CMS with editor
 * whitespace (leading spaces, blank lines) and sometimes a stray tag; both are flattened so the
 * summary reads as one paragraph. Tags are dropped as text, never rendered.
 */
export function plainExcerpt(text: unknown, maxChars = 120): string {
  if (typeof text !== 'string') return '';
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  if (chars.length <= maxChars) return flat;
  return `${chars.slice(0, maxChars).join('').trimEnd()}…`;
}
