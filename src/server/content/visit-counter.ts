import type { Stores } from '../ports/stores.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ViewCount } from '../ports/content-store.port';
import type { DayViews } from '../ports/view-day-store.port';
import type { Clock } from '../platform/clock';
import { taipeiDay } from '../platform/taipei-time';

/** What the counter needs of storage: the stored total, and a unit of work to add to it. */
export interface CounterStorage extends UnitOfWork {
  readonly stores: Pick<Stores, 'content'>;
}

/** Counts taken out of `pending` for a flush that has not committed yet. */
interface Batch {
  views: Map<string, ViewCount>;
  hits: number;
  /** The same views and visits by the Taipei day they came on (網站統計); a visit is path '' and id ''. */
  days: Map<string, DayViews>;
}

const viewKey = (path: string, id: string): string => `${path}\u0000${id}`;
const dayKey = (day: string, path: string, id: string): string => `${day}\u0000${path}\u0000${id}`;
const emptyBatch = (): Batch => ({ views: new Map(), hits: 0, days: new Map() });

/**
 * Views of items and visits of the site, counted in memory as the beacons arrive and written in
 * one transaction every `flushMs`: a busy site then costs one write a few seconds instead of one
 * per page view, and reads never write. Counts since the last flush are lost if the process is
 * killed; a graceful stop flushes them. Exact numbers are not promised, only honest ones. Each
 * flush adds (`views = views + n`), so several instances' counters add up on one database.
 * The same flush adds each view and visit to its Taipei day's row (網站統計), the day told by the
 * clock when the beacon came; nothing about the visitor is kept.
 */
export class VisitCounter {
  private pending: Batch = emptyBatch();
  /** Taken by a flush and not committed yet: still counted as unflushed, so no reader loses them. */
  private readonly inFlight = new Set<Batch>();
  private readonly flushes = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly storage: CounterStorage,
    private readonly clock: Clock,
  ) {}

  start(flushMs: number, onError: (error: unknown) => void): void {
    this.timer = setInterval(() => {
      this.flush().catch(onError);
    }, flushMs);
    // The counter alone must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Stops the timer and writes what is counted, after any flush still under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.flushes]);
    await this.flush();
  }

  countView(path: string, id: string, count = 1): void {
    const key = viewKey(path, id);
    const entry = this.pending.views.get(key) ?? { path, id, count: 0 };
    entry.count += count;
    this.pending.views.set(key, entry);
    this.countDay(taipeiDay(this.clock.now()), path, id, count);
  }

  private countDay(day: string, path: string, id: string, count: number): void {
    const key = dayKey(day, path, id);
    const entry = this.pending.days.get(key) ?? { day, path, id, count: 0 };
    entry.count += count;
    this.pending.days.set(key, entry);
  }

  /** Views counted since the last flush, to add to the stored number. */
  unflushedViews(path: string, id: string): number {
    const key = viewKey(path, id);
    let count = this.pending.views.get(key)?.count ?? 0;
    for (const batch of this.inFlight) count += batch.views.get(key)?.count ?? 0;
    return count;
  }

  /** Counts one visit and answers the total including it. */
  async countHit(): Promise<number> {
    this.pending.hits += 1;
    this.countDay(taipeiDay(this.clock.now()), '', '', 1);
    return this.totalHits();
  }

  async totalHits(): Promise<number> {
    const stored = await this.storage.stores.content.hits();
    let unflushed = this.pending.hits;
    for (const batch of this.inFlight) unflushed += batch.hits;
    return stored + unflushed;
  }

  flush(): Promise<void> {
    if (this.pending.views.size === 0 && this.pending.hits === 0) return Promise.resolve();
    const batch = this.pending;
    // Beacons that arrive while this batch is written count towards the next one.
    this.pending = emptyBatch();
    this.inFlight.add(batch);
    const flushing = this.write(batch).finally(() => this.flushes.delete(flushing));
    this.flushes.add(flushing);
    return flushing;
  }

  private async write(batch: Batch): Promise<void> {
    try {
      await this.storage.write({ key: 'counters' }, async (tx) => {
        await tx.content.addVisits([...batch.views.values()], batch.hits);
        await tx.viewDays.add([...batch.days.values()]);
        // From the commit on, the stored numbers hold the batch.
        tx.afterCommit(() => this.inFlight.delete(batch));
      });
    } catch (error) {
      // A failed write (the lock held too long) keeps the counts for the next flush.
      this.inFlight.delete(batch);
      for (const { path, id, count } of batch.views.values()) {
        const key = viewKey(path, id);
        const entry = this.pending.views.get(key) ?? { path, id, count: 0 };
        entry.count += count;
        this.pending.views.set(key, entry);
      }
      for (const { day, path, id, count } of batch.days.values()) this.countDay(day, path, id, count);
      this.pending.hits += batch.hits;
      throw error;
    }
  }
}
