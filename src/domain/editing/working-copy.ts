import type { DocumentData } from './authoring.port';

/**
 * The editor's copy of a document's data, with a version per top-level field. The versions are
 * what lets a server answer land without overwriting what was typed while the save was on its way:
 * a field whose version moved on since the save was sent keeps the local value.
 */
export interface WorkingCopy {
  readonly data: DocumentData;
  /** Field name → the version at which it last changed. */
  readonly versions: Readonly<Record<string, number>>;
  /** The newest version of any field. */
  readonly version: number;
  /** The data the server holds as the draft this copy is based on. */
  readonly base: DocumentData;
}

export function workingCopyOf(data: DocumentData): WorkingCopy {
  return { data, versions: {}, version: 0, base: data };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The copy with one field changed. A value equal to the current one changes nothing. */
export function changeField(copy: WorkingCopy, field: string, value: unknown): WorkingCopy {
  if (same(copy.data[field], value)) return copy;
  const version = copy.version + 1;
  return {
    ...copy,
    data: { ...copy.data, [field]: value },
    versions: { ...copy.versions, [field]: version },
    version,
  };
}

/** The copy with every field of `data` applied (a restored backup, a form reset), as changes. */
export function changeAll(copy: WorkingCopy, data: DocumentData): WorkingCopy {
  let next = copy;
  for (const field of new Set([...Object.keys(copy.data), ...Object.keys(data)]))
    next = changeField(next, field, data[field]);
  return next;
}

/** Fields whose value differs from the server's draft. */
export function unsavedFields(copy: WorkingCopy): string[] {
  const fields = new Set([...Object.keys(copy.data), ...Object.keys(copy.base)]);
  return [...fields].filter((field) => !same(copy.data[field], copy.base[field]));
}

export const isDirty = (copy: WorkingCopy): boolean => unsavedFields(copy).length > 0;

/**
 * The copy after the server confirmed a save that was sent at `sentVersion`: the server's draft
 * becomes the base, and each field takes the server's value unless it changed after the save left.
 */
export function landSave(copy: WorkingCopy, sentVersion: number, serverDraft: DocumentData): WorkingCopy {
  const data: DocumentData = { ...serverDraft };
  for (const [field, version] of Object.entries(copy.versions)) {
    if (version > sentVersion) {
      if (copy.data[field] === undefined) delete data[field];
      else data[field] = copy.data[field];
    }
  }
  return { ...copy, data, base: serverDraft };
}

/** The copy rebased on another server draft, keeping every local value (keep mine, a restore). */
export function rebase(copy: WorkingCopy, serverDraft: DocumentData): WorkingCopy {
  return { ...copy, base: serverDraft };
}

/** The copy replaced by a server draft (take theirs): nothing unsaved is left. */
export function replaceWith(copy: WorkingCopy, serverDraft: DocumentData): WorkingCopy {
  return { data: serverDraft, versions: {}, version: copy.version, base: serverDraft };
}
