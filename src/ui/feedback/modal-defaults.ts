/**
 * The shared modal's geometry and timing (spec section 9), the view's alone: 600px wide, 5% of the
 * screen height from the top, at most 90% of it high, entering in 150 ms and leaving in 75 ms. What
 * a dialog does and says (its labels, closing on navigation) is the core's (`MODAL`,
 * src/domain/config/constants.ts).
 */
export const MODAL_LAYOUT = {
  width: '600px',
  top: '5%',
  maxHeight: '90%',
  enterMs: 150,
  exitMs: 75,
} as const;

/**
 * CSS lengths for the modal's geometry: a percentage in a CSS margin would be a share of the
 * viewport's WIDTH, so the host turns "% of the screen height" into `vh`.
 */
export function viewportHeight(length: string): string {
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(length.trim());
  return percent ? `${percent[1]}vh` : length;
}
