import type { Connectivity } from '../../domain/network/connectivity.port';

/** `navigator.onLine` and the window's `online` event. */
export class BrowserConnectivity implements Connectivity {
  online(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  onOnline(listener: () => void): () => void {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }
}
