import type { EditingKit } from '../../../application/editing/editing-kit';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import type { EditTarget } from './edit-target';

/** What a document's form gets: the working copy, where to report changes, and the kit. */
export interface EditFormArgs {
  target: EditTarget;
  value: DocumentData;
  onChange: (data: DocumentData, field: string) => void;
  readOnly: boolean;
  kit: EditingKit;
  /** The server's field messages of the last save (`data.title` → 請填寫標題). */
  errors: Record<string, string> | undefined;
}
