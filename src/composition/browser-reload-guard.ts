/**
 * The chunk loader's reload guard, handed to the views by the composition root: the views may not
 * reach the browser's location themselves, and chunks load before any service is resolved.
 */
export { browserReloadGuard, type ReloadGuard } from '../adapters/navigation/browser-reload-guard.adapter';
