const squash = (value: string) =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, '')
    .replace(/\s+/g, '');

/**
 * Whether a description would only repeat what the reader sees anyway: the original platform
 * fills it with the title or with the first lines of the content (fixtures 00-1, 01-2).
 */
export function isRedundantLead(description: string, title: string, content: string): boolean {
  const lead = squash(description);
  if (!lead) return true;
  if (lead === squash(title)) return true;
  const probe = lead.replace(/[.…]+$/, '').slice(0, 40);
  return squash(content).includes(probe);
}
