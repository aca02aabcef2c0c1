import { MemoryAuthoring } from '../../../../src/adapters/http/memory-authoring.adapter';
import { MemoryBackupStore } from '../../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../../src/adapters/time/manual-time.adapter';
import type { EditSessionDeps } from '../../../../src/application/editing/edit-session';
import {
  initialEditState,
  isReadOnly,
  type PartContext,
} from '../../../../src/application/editing/edit-session/state';
import { SAVE_TIMING } from '../../../../src/domain/editing/save-schedule';

export const DOC = 'item:news:news-001';

/** One part's world: the twins, manual time, a fresh state record and a count of notifications. */
export function aPartContext(overrides: Partial<EditSessionDeps> = {}) {
  // 2026-11-23 10:00 in Taipei.
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  const authoring = new MemoryAuthoring(time);
  authoring.seed(DOC, { id: 'news-001', title: '燈塔修復' }, 7);
  const backups = new MemoryBackupStore();
  const deps: EditSessionDeps = {
    docId: DOC,
    account: 'editor',
    authoring,
    backups,
    timers: time,
    clock: time,
    newKey: () => 'key',
    canWrite: true,
    ...overrides,
  };
  const state = initialEditState();
  const notified = { count: 0 };
  const ctx: PartContext = {
    deps,
    timing: SAVE_TIMING,
    state,
    notify: () => {
      notified.count += 1;
    },
    now: () => time.now(),
    readOnly: () => isReadOnly(state, deps.canWrite),
  };
  return { time, authoring, backups, state, ctx, notified };
}

/** Lets every settled promise run its callbacks (the twins answer on the microtask queue). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
