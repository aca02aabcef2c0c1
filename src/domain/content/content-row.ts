/**
 * A row of any content kind as the pages receive it. Rows are typed loosely because a section or a
 * tag page may show any kind, and CMS data is often incomplete; layouts read fields defensively.
 */
export type ContentRow = Record<string, unknown> & { id: string; title: string };

/** Tags offered by a list's filter, in zh-TW order: the module's own or the rows' on view, and the one chosen. */
export function tagsOf(
  rows: readonly Record<string, unknown>[] | undefined,
  chosen?: string,
  /** Every tag of the module, when the server names them (**ext**): then the rows' are not needed. */
  offered?: readonly string[],
): string[] {
  const tags = new Set<string>(offered);
  if (!offered) {
    for (const row of rows ?? []) {
      if (Array.isArray(row.tags)) for (const t of row.tags) if (typeof t === 'string') tags.add(t);
    }
  }
  if (chosen) tags.add(chosen);
  return [...tags].sort((a, b) => a.localeCompare(b, 'zh-Hant-TW'));
}
