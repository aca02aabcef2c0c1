/**
 * How the page moves: view values of spec section 9, kept beside the views rather than in the core.
 * The animated scroll (back to top, in-page anchors) walks the core's pure plan with these numbers.
 */
export const SCROLL = { durationMs: 1250, intervalMs: 10, minDistance: 2 } as const;
