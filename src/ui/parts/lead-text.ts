// Compared without tags, entities, spaces or punctuation: editors often add a comma in one copy.
const squash = (value: string) =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/gi, '')
    .replace(/[\s\p{P}\p{S}]/gu, '');

/**
 * Whether a description would only repeat what the reader sees anyway: the original platform
 * fills it with the title or with the first lines of the content (fixtures 00-1, 01-2).
 */
export function isRedundantLead(description: string, title: string, content: string): boolean {
  const lead = squash(description);
  if (!lead) return true;
  if (lead === squash(title)) return true;
  const probe = lead.slice(0, 40);
  return squash(content).includes(probe);
}
