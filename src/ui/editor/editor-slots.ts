import { lazyChunk } from '../layouts/lazy-layout';
import { withChakra } from '../theme/with-chakra';

/**
 * The two doors into the editor a public page holds, and nothing else of it: the 編輯此頁 button
 * (its own chunk, rendered only for a logged-in user) and edit mode (Chakra, the forms, TipTap),
 * loaded only when a logged-in user opens `?edit=1` (docs/decisions.md, decision 26). Edit mode is
 * one door for every kind of page (page-editor.tsx chooses the editor): each import site costs a
 * visitor's bundle its own loader and chunk list.
 */
export const EditEntry = lazyChunk(() => import(/* webpackChunkName: "edit-entry" */ './edit-entry'));

export const PageEditor = lazyChunk(
  withChakra(() => import(/* webpackChunkName: "editor" */ './page-editor')),
);

export { useEditMode } from './parts/edit-mode';
