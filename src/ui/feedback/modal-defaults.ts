/**
 * CSS lengths for the spec's modal geometry. The core keeps the numbers (`MODAL` in
 * src/domain/config/constants.ts: top 5%, max height 90%); a percentage in a CSS margin would be a
 * share of the viewport's WIDTH, so the host turns "% of the screen height" into `vh`.
 */
export function viewportHeight(length: string): string {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(length.trim());
  return percent ? `${percent[1]}vh` : length;
}
