/**
 * Ease-in-out (exponential, as the original page-scroll library used by default): starts and ends
 * gently, fast in the middle. `t` runs from 0 to 1.
 */
export function easeInOutExpo(t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return t < 0.5 ? 2 ** (20 * t - 10) / 2 : (2 - 2 ** (-20 * t + 10)) / 2;
}

/**
 * The scroll positions to visit, one per `intervalMs` tick over `durationMs`, eased. Empty when
 * the distance is under `minDistance` (not worth animating); the last position is exactly `to`.
 * Pure, so the timer that walks it lives in an adapter and honours reduced motion there.
 */
export function pageScrollPlan(
  from: number,
  to: number,
  durationMs: number,
  intervalMs: number,
  minDistance: number,
): number[] {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  const distance = to - from;
  if (Math.abs(distance) < minDistance) return [];
  const steps = durationMs > 0 && intervalMs > 0 ? Math.max(1, Math.ceil(durationMs / intervalMs)) : 1;
  const positions: number[] = [];
  for (let step = 1; step < steps; step += 1) positions.push(from + distance * easeInOutExpo(step / steps));
  positions.push(to);
  return positions;
}
