/**
 * Years a list may be filtered by, newest first, always with the selected one (so the form shows
 * what the address asks for). When the server named the years its published items fall in
 * (`years`, **ext**), exactly those: a year without items is never offered. A server without that
 * answer leaves the guess: the recent years (a list rarely reaches further back on its first
 * pages) and every year seen on the current page.
 */
export function yearChoices(
  seen: ReadonlyArray<number | null | undefined>,
  selected: number | undefined,
  currentYear: number,
  span = 10,
  known?: readonly number[],
): number[] {
  const years = new Set<number>();
  if (known) {
    for (const y of known) if (Number.isInteger(y)) years.add(y);
  } else {
    for (let y = currentYear; y > currentYear - span; y -= 1) years.add(y);
    for (const y of seen) if (typeof y === 'number' && Number.isInteger(y)) years.add(y);
  }
  if (selected) years.add(selected);
  return [...years].sort((a, b) => b - a);
}
