/**
 * Typed reads of CMS item fields. Layouts receive items as `Record<string, unknown>` (the contract
 * keeps one shape for every kind), and a field may be missing or of the wrong type in real data;
 * these readers turn anything unexpected into "absent" so a view shows less, never crashes.
 */
export type Item = Record<string, unknown>;

export function text(item: Item, key: string): string {
  const value = item[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function num(item: Item, key: string): number | undefined {
  const value = item[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function strings(item: Item, key: string): string[] {
  const value = item[key];
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** A year span such as `1850–1920`, `1850–` or `–1920`; '' when neither end is known. */
export function yearSpan(from: number | undefined, to: number | undefined): string {
  if (from === undefined && to === undefined) return '';
  if (from !== undefined && to !== undefined && from === to) return String(from);
  return `${from ?? ''}–${to ?? ''}`;
}
