import { AsyncLocalStorage } from 'node:async_hooks';

/** What a unit of work in progress knows about itself, carried through its awaits. */
export interface UnitInProgress {
  holdsConnection: boolean;
}

const unitInProgress = new AsyncLocalStorage<UnitInProgress>();

/** The unit of work the caller runs in, if any. */
export const currentUnit = (): UnitInProgress | undefined => unitInProgress.getStore();

/**
 * Runs `work` as a unit of work. A second one opened inside it would, on SQLite, wait for the
 * connection its parent holds forever, and on PostgreSQL commit apart from it: both are mistakes,
 * so it throws.
 */
export function withinUnit<T>(work: () => Promise<T>): Promise<T> {
  if (unitInProgress.getStore()) {
    throw new Error('A unit of work cannot open another one: use the tx it was given.');
  }
  return unitInProgress.run({ holdsConnection: false }, work);
}

/**
 * The root stores, refusing calls made inside a unit of work: such a call would wait for the unit's
 * own connection (SQLite) or read and write outside its transaction (PostgreSQL).
 */
export function outsideUnitsOnly<S extends object>(stores: S): S {
  const guarded = {} as Record<string, unknown>;
  for (const [name, store] of Object.entries(stores)) {
    guarded[name] = new Proxy(store as object, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (unitInProgress.getStore()) {
            throw new Error(`stores.${name}.${String(property)} inside a unit of work: use the tx.`);
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }
  return guarded as S;
}
