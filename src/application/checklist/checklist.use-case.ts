import { accountFailureText, isRefusal } from '../../domain/accounts/account-failures';
import type { ChecklistSource } from '../../domain/checklist/checklist.port';
import { checklistView, type ChecklistView } from '../../domain/checklist/checklist-view';

/** Not an administrator: the screen shows this instead of the list. */
export const CHECKLIST_NOT_ADMIN = '只有網站管理者可以查看政府網站檢核。';

export type LoadChecklistOutcome =
  | { kind: 'loaded'; view: ChecklistView }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** 政府網站檢核 opens (or 重新檢核): every line as the server decides it now. */
export async function loadChecklist(source: ChecklistSource): Promise<LoadChecklistOutcome> {
  try {
    return { kind: 'loaded', view: checklistView(await source.read()) };
  } catch (error) {
    if (isRefusal(error)) return { kind: 'refused', message: CHECKLIST_NOT_ADMIN };
    return { kind: 'failed', message: accountFailureText(error, '無法載入政府網站檢核，請稍後再試。') };
  }
}
