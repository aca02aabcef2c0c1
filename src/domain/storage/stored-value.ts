/** Longer values than this are never a real token or flag: a corrupted or tampered store. */
export const MAX_STORED_VALUE_LENGTH = 4096;

/**
 * Reads a raw stored value as "present" or absent (null). Old code paths of the platform wrote
 * `String(undefined)` and `String(null)` into storage, so those texts mean absent too.
 */
export function presentValue(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value === 'undefined' || value === 'null') return null;
  if (raw.length > MAX_STORED_VALUE_LENGTH) return null;
  return raw;
}
