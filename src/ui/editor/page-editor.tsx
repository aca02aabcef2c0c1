import SettingsEditor, { type SettingsEditorProps } from './settings/settings-editor';
import StructureEditor, { type StructureEditorProps } from './arrangement/structure-editor';
import EditorWorkspace, { type EditorWorkspaceProps } from './editor-workspace';

/**
 * What a page hands edit mode: a document with its module's form (an item, a single page, a part of
 * the chrome), or the home or a landing page's sections, or a list page's settings.
 */
export type PageEditorProps = EditorWorkspaceProps | StructureEditorProps | SettingsEditorProps;

/**
 * Edit mode behind the one lazy door the public pages hold (editor-slots.ts): which editor opens is
 * decided here, in the editor's chunk, so a visitor's page carries one import of it and not three.
 */
export default function PageEditor(props: PageEditorProps) {
  if ('moduleKey' in props) return <EditorWorkspace {...props} />;
  const { target, renderPage } = props;
  return target.type === 'structure' ? (
    <StructureEditor target={target} renderPage={renderPage} />
  ) : (
    <SettingsEditor target={target} renderPage={renderPage} />
  );
}
