import type { BaseLocationHook, BaseSearchHook } from 'wouter';

/**
 * The location hooks the React router reads. They come from the same adapter the core navigates
 * with, so a `goTo` from the core and a click on a link move one and the same location.
 */
export interface RouterLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
}
