import SettingsEditor from './settings-editor';
import StructureEditor from './structure-editor';
import EditorWorkspace, { type EditorWorkspaceProps } from './editor-workspace';

/**
 * Edit mode behind the one lazy door the public pages hold (editor-slots.ts). The target decides
 * which editor opens: the sections of the home or a landing page, a list page's settings, or a
 * document with its module's form (an item, a single page, a part of the chrome). Decided here, in
 * the editor's chunk, so a visitor's page carries one import of edit mode and not three.
 */
export default function PageEditor(props: EditorWorkspaceProps) {
  const { target, renderPage } = props;
  if (target.type === 'structure') return <StructureEditor target={target} renderPage={renderPage} />;
  if (target.type === 'settings') return <SettingsEditor target={target} renderPage={renderPage} />;
  return <EditorWorkspace {...props} />;
}
