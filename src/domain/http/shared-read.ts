/**
 * A read that callers asking at the same time share: while one answer is on its way, every other
 * caller gets that same answer instead of sending the request again. Once it has settled (answered
 * or failed), the next call reads anew, so nothing is kept: a value another person may change (the
 * site's settings) is as fresh as before, and two parts of one screen that ask for it as they open
 * cost one request instead of two.
 */
export function sharedWhileInFlight<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const current = read().finally(() => {
      if (pending === current) pending = undefined;
    });
    pending = current;
    return current;
  };
}
