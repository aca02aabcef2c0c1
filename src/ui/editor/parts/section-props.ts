import type { RefObject } from 'react';
import type { EditSession, EditSnapshot } from '../../../application/editing/edit-session';
import type { EditingKit } from '../../../application/editing/editing-kit';
import type { EditTarget } from './edit-target';

/** What a section of the edit panel (publishing, history) gets from the workspace. */
export interface PanelSectionProps {
  kit: EditingKit;
  session: EditSession;
  snapshot: EditSnapshot;
  target: EditTarget;
  docId: string;
  /** The preview of the page drawn from the draft, for checks that read the assembled page. */
  previewRoot: RefObject<HTMLDivElement | null>;
}
