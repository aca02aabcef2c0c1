import type { ReactNode } from 'react';
import type { DocumentData } from '../../domain/editing/authoring.port';
import EditorWorkspace from './editor-workspace';
import type { EditTarget } from './parts/edit-target';
import { SettingsForm } from './settings/settings-form';

export interface SettingsEditorProps {
  target: Extract<EditTarget, { type: 'settings' }>;
  /** The list page drawn with the draft's frame and layout; null while the draft loads. */
  renderPage: (draft: DocumentData | null) => ReactNode;
}

/** Edit mode of a list page's settings: the edit session over `settings:{path}`. */
export default function SettingsEditor({ target, renderPage }: SettingsEditorProps) {
  return (
    <EditorWorkspace
      target={target}
      moduleKey="settings"
      renderPage={renderPage}
      renderForm={({ value, onChange, readOnly, errors }) => (
        <SettingsForm value={value} onChange={onChange} readOnly={readOnly} errors={errors} />
      )}
    />
  );
}
