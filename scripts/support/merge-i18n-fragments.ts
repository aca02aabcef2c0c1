import fs from 'node:fs';
import path from 'node:path';

/**
 * The zh-TW texts live in one fragment per area (`src/ui/i18n/zh-tw/<area>.json`) so that areas
 * can change their texts independently; the build merges them into the single file the app loads,
 * `assets/i18n/zh-tw.json`, with each fragment under its area's key. Tests use the same merge.
 */
export function mergeI18nFragments(dir: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    merged[path.basename(file, '.json')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return merged;
}
