/** Whether the device believes it is online (`navigator.onLine` in the browser). */
export interface Connectivity {
  online(): boolean;
  /** Tells `listener` when the device comes back online; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}
