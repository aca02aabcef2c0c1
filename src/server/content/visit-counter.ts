import { immediate, type SqliteDatabase } from '../database/sqlite.database';

/**
 * Views of items and visits of the site, counted in memory as the beacons arrive and written in
 * one transaction every `flushMs`: a busy site then costs one write a few seconds instead of one
 * per page view, and reads never write. Counts since the last flush are lost if the process is
 * killed; a graceful stop flushes them. Exact numbers are not promised, only honest ones.
 */
export class VisitCounter {
  private readonly pendingViews = new Map<string, { path: string; id: string; count: number }>();
  private pendingHits = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly storedHits: () => number,
  ) {}

  start(flushMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        onError(error);
      }
    }, flushMs);
    // The counter alone must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }

  countView(path: string, id: string): void {
    const key = `${path}\u0000${id}`;
    const entry = this.pendingViews.get(key) ?? { path, id, count: 0 };
    entry.count += 1;
    this.pendingViews.set(key, entry);
  }

  /** Views counted since the last flush, to add to the stored number. */
  unflushedViews(path: string, id: string): number {
    return this.pendingViews.get(`${path}\u0000${id}`)?.count ?? 0;
  }

  /** Counts one visit and answers the total including it. */
  countHit(): number {
    this.pendingHits += 1;
    return this.totalHits();
  }

  totalHits(): number {
    return this.storedHits() + this.pendingHits;
  }

  flush(): void {
    if (this.pendingViews.size === 0 && this.pendingHits === 0) return;
    const views = [...this.pendingViews.values()];
    const hits = this.pendingHits;
    immediate(this.db, () => {
      const addViews = this.db.prepare('UPDATE items SET views = views + ? WHERE module_path = ? AND id = ?');
      for (const { path, id, count } of views) addViews.run(count, path, id);
      if (hits > 0) {
        this.db
          .prepare(
            `INSERT INTO counters (name, value) VALUES ('hits', ?)
             ON CONFLICT (name) DO UPDATE SET value = value + excluded.value`,
          )
          .run(hits);
      }
    });
    // Cleared only after the commit: a failed write (the lock held too long) keeps the counts
    // for the next flush.
    this.pendingViews.clear();
    this.pendingHits = 0;
  }
}
