export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

/** A promise the test resolves when it wants, e.g. to hold a refresh while a burst arrives. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
