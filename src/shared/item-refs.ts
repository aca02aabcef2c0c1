import type { ItemRef } from './api-types';

/**
 * The item references in a field of CMS data (`related`, a person's `events`…). Shared by the
 * public pages, which link them, and the editor's core, which edits them: an entry not shaped as a
 * ref is dropped by both, rather than linked to nowhere.
 */
export function itemRefsIn(value: unknown): ItemRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (ref): ref is ItemRef =>
      typeof ref === 'object' &&
      ref !== null &&
      typeof (ref as ItemRef).id === 'string' &&
      typeof (ref as ItemRef).title === 'string' &&
      typeof (ref as ItemRef).path === 'string',
  );
}
