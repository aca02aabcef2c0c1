import { fieldsFor } from './content-fields';
import { keptFiles } from '../../shared/file-helpers';
import type { FileEntry } from '../../shared/api-types';

/** Taiwan keeps UTC+8 all year (no daylight saving time), so a fixed shift gives the Taipei day. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in Taipei at `epochMs`, as the CMS stores dates (`2026-05-18`). */
export function taipeiDateOf(epochMs: number): string {
  return new Date(epochMs + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * What a new item starts with besides its title: 發布日期 is today in Taipei, the day a writer
 * almost always means, so a new article is not refused for a missing date it never asked about.
 * `moduleKey` is the module's kind as the editor's fields name it (`cms-normal`); an unknown or
 * missing kind gets the title alone.
 */
export function newItemData(
  moduleKey: string | undefined,
  title: string,
  epochMs: number,
): Record<string, string> {
  const data: Record<string, string> = { title };
  const fields = moduleKey ? fieldsFor(moduleKey) : [];
  if (fields.some((field) => field.name === 'publishDate' && field.kind === 'date'))
    data.publishDate = taipeiDateOf(epochMs);
  return data;
}

/**
 * A list of images in which none is representative gets its first shown image marked, so the one
 * image a writer uploads is the representative image without a further click. A list that already
 * names one, or shows none, is returned as it came.
 */
export function withRepresentative<T extends FileEntry>(list: readonly T[]): T[] {
  if (list.some((entry) => entry.represent === true)) return [...list];
  const first = keptFiles(list)[0];
  return list.map((entry) => (entry === first ? { ...entry, represent: true } : entry));
}
