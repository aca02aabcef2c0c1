import type { Connectivity } from '../../domain/network/connectivity.port';

/** The in-memory twin of `BrowserConnectivity`: a test switches the network off and on. */
export class MemoryConnectivity implements Connectivity {
  private listeners = new Set<() => void>();

  constructor(private isOnline = true) {}

  online(): boolean {
    return this.isOnline;
  }

  onOnline(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  goOffline(): void {
    this.isOnline = false;
  }

  goOnline(): void {
    this.isOnline = true;
    for (const listener of [...this.listeners]) listener();
  }
}
