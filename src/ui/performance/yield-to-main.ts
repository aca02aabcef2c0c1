/**
 * Ends the current task and continues in a new one, so that the browser can paint and handle input in
 * between. Start-up does several pieces of work back to back (evaluating the bundle, building the
 * container, rendering); run as one task they block the main thread for the length of all of them,
 * which a phone's CPU makes four times longer (docs/performance.md, "Long tasks").
 *
 * `scheduler.yield()` where the browser has it (Chromium), since it resumes ahead of other queued
 * tasks; a zero-delay timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
