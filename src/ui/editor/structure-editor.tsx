import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import type { DocumentData } from '../../domain/editing/authoring.port';
import type { MenuItem } from '../../shared/api-types';
import { useLoad } from '../parts/use-load';
import EditorWorkspace from './editor-workspace';
import type { EditFormArgs } from './parts/edit-form-args';
import type { EditTarget } from './parts/edit-target';
import { StructureForm, type SectionSource } from './arrangement/structure-form';

export interface StructureEditorProps {
  target: Extract<EditTarget, { type: 'structure' }>;
  /** The home or landing page drawn from the draft's sections; null while the draft loads. */
  renderPage: (draft: DocumentData | null) => ReactNode;
}

/** The module pages of the menu, as lists a section can read from (external links left out). */
export function sourcesOf(items: readonly MenuItem[]): SectionSource[] {
  return items.flatMap((item) => [
    ...(item.path && !item.url ? [{ path: item.path, title: item.title }] : []),
    ...sourcesOf(item.children),
  ]);
}

/**
 * Edit mode of the home page or a landing page: the edit session over
 * `structure:home` or `structure:{landing}`, with the arrangement form in its panel. Whether the
 * site allows arranging at all is the server's `indexEditable`, asked once per opening.
 */
export default function StructureEditor({ target, renderPage }: StructureEditorProps) {
  return (
    <EditorWorkspace
      target={target}
      moduleKey="index"
      renderPage={renderPage}
      renderForm={(args) => <StructureFormOf {...args} />}
    />
  );
}

function StructureFormOf({ value, onChange, readOnly, kit }: EditFormArgs) {
  const { stores } = useServices();
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const sources = useMemo(() => sourcesOf(menu), [menu]);
  const settings = useLoad(kit, () => kit.siteSettings());
  // Unknown is treated as closed, which is also what the server does with a write.
  const editable =
    settings.status === 'loading' ? null : settings.status === 'ready' && settings.data.indexEditable;
  return (
    <StructureForm
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={editable}
      sources={sources}
    />
  );
}
