import type { DocumentData } from './authoring.port';

/**
 * Field paths as the accessibility findings name them (`content`, `images[2].alt`,
 * `sections[0].body`): read and replace a value inside the document's data without touching the
 * rest, so a fix changes one top-level field of the edit session.
 */
export type PathStep = string | number;

export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    steps.push(match[2] !== undefined ? Number(match[2]) : match[1]!);
  return steps;
}

export function getAt(data: unknown, steps: readonly PathStep[]): unknown {
  let value: unknown = data;
  for (const step of steps) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** A copy of `data` with `value` at `steps`; the containers on the way are copied, nothing else. */
export function setAt(data: unknown, steps: readonly PathStep[], value: unknown): unknown {
  if (steps.length === 0) return value;
  const [step, ...rest] = steps as [PathStep, ...PathStep[]];
  if (typeof step === 'number') {
    const list = Array.isArray(data) ? [...(data as unknown[])] : [];
    list[step] = setAt(list[step], rest, value);
    return list;
  }
  const record = typeof data === 'object' && data !== null ? { ...(data as Record<string, unknown>) } : {};
  record[step] = setAt(record[step], rest, value);
  return record;
}

/** The top-level field a path lies in and that field's new value once `value` is set at `path`. */
export function changeAt(
  data: DocumentData,
  path: string,
  value: unknown,
): { field: string; value: unknown } {
  const steps = parsePath(path);
  const field = String(steps[0] ?? path);
  return { field, value: getAt(setAt(data, steps, value), [field]) };
}

/**
 * The id suffix of the form control for a path: the form builds ids as `{formId}-{name}` and an
 * entry's alt as `{formId}-images-2-alt` (content-form.tsx, files-field.tsx).
 */
export const controlIdSuffix = (path: string): string => `-${parsePath(path).join('-')}`;
