/**
 * The difference between two revisions' data, as the list of leaf paths that changed. Pure, so the
 * editor can show it and the server can answer it alike.
 */
export interface JsonChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  from?: unknown;
  to?: unknown;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

export function diffJson(from: unknown, to: unknown, path = ''): JsonChange[] {
  if (isContainer(from) && isContainer(to) && Array.isArray(from) === Array.isArray(to)) {
    const keys = new Set([...Object.keys(from), ...Object.keys(to)]);
    const changes: JsonChange[] = [];
    for (const key of keys) {
      const child = Array.isArray(from) ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
      const a = (from as Record<string, unknown>)[key];
      const b = (to as Record<string, unknown>)[key];
      if (a === undefined) changes.push({ path: child, kind: 'added', to: b });
      else if (b === undefined) changes.push({ path: child, kind: 'removed', from: a });
      else changes.push(...diffJson(a, b, child));
    }
    return changes;
  }
  return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ path, kind: 'changed', from, to }];
}
