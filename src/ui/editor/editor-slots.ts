import { lazyChunk } from '../layouts/lazy-layout';
import { withChakra } from '../theme/with-chakra';

/**
 * The two doors into the editor a public page holds, and nothing else of it: the 編輯此頁 button
 * (its own chunk, rendered only for a logged-in user) and edit mode (Chakra, the forms, TipTap),
 * loaded only when a logged-in user opens `?edit=1` (docs/decisions.md, decision 26).
 */
export const EditEntry = lazyChunk(() => import(/* webpackChunkName: "edit-entry" */ './edit-entry'));

export const EditorWorkspace = lazyChunk(
  withChakra(() => import(/* webpackChunkName: "editor" */ './editor-workspace')),
);

/** Edit mode of the home page or a landing page: its sections (issue 15). */
export const StructureEditor = lazyChunk(
  withChakra(() => import(/* webpackChunkName: "editor" */ './arrangement/structure-editor')),
);

/** Edit mode of a list page's settings: frame, list layout, title (issue 15). */
export const SettingsEditor = lazyChunk(
  withChakra(() => import(/* webpackChunkName: "editor" */ './settings/settings-editor')),
);

export { useEditMode } from './edit-mode';
