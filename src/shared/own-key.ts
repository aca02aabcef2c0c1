/**
 * A table's own entry for `key`, never one every plain object inherits: a lookup by a request's
 * text (`constructor`, `__proto__`, `toString`) must find nothing rather than a function.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
