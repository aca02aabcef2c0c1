import { checkBody } from '../../shared/authoring.schema';
import type { ContentKind } from '../../shared/api-types';
import type { ConfirmQuestion } from '../dialogs/dialogs.port';
import { moduleCreateSchema, takesNewItems, type ModuleCreateBody } from '../../shared/modules.schema';
import { ApiError, NetworkError, RetryRequiredError } from '../errors/api-errors';

/** The fields of 新增單元's form, each of which may carry a message under its input. */
export type ModuleField = 'title' | 'path' | 'kind';
export type ModuleProblems = Partial<Record<ModuleField, string>>;

const FIELDS: readonly ModuleField[] = ['title', 'path', 'kind'];

/** What the form typed: the select's value is '' until a kind is chosen. */
export interface ModuleForm {
  title: string;
  path: string;
  kind: string;
}

export type ModuleCheck = { ok: true; body: ModuleCreateBody } | { ok: false; problems: ModuleProblems };

/**
 * The form checked by the server's own schema before anything is sent, so the words under each
 * input are the ones a 400 would carry. Spaces around the title and the path are not meant.
 */
export function checkModuleForm(form: ModuleForm): ModuleCheck {
  const title = form.title.trim();
  const check = checkBody(moduleCreateSchema, { title, path: form.path.trim(), kind: form.kind });
  if (check.ok) return { ok: true, body: { ...check.value, title } };
  return { ok: false, problems: problemsOf(check.fields) };
}

function problemsOf(fields: Readonly<Record<string, string>> | undefined): ModuleProblems {
  const problems: ModuleProblems = {};
  for (const name of FIELDS) if (fields?.[name]) problems[name] = fields[name];
  return problems;
}

/** Who may build the site's structure: the server's 403, worded when it sent no words. */
export const MODULES_ADMIN_ONLY = '只有網站管理者可以新增單元；請洽網站管理者。';

export type ModuleFailure =
  /** 403: not an administrator (the button is hidden from others; the server decides anyway). */
  | { kind: 'refused'; message: string }
  /** 400 or 409: what the server named, under the fields it named (409: the path is taken). */
  | { kind: 'failed'; message: string; problems: ModuleProblems };

/** What a failed 新增單元 means, by status: the server's zh-TW words when it sent some. */
export function moduleFailureOf(error: unknown): ModuleFailure {
  if (error instanceof ApiError) {
    if (error.status === 403) return { kind: 'refused', message: error.description || MODULES_ADMIN_ONLY };
    const problems = problemsOf(error.fields);
    if (error.status === 409 && !problems.path)
      problems.path = error.description || '這個網址代稱已有單元使用，請換一個';
    return { kind: 'failed', message: error.description || '無法新增單元，請稍後再試。', problems };
  }
  // The api client's own errors carry zh-TW messages (offline, timeout, send again).
  if (error instanceof NetworkError || error instanceof RetryRequiredError)
    return { kind: 'failed', message: error.message, problems: {} };
  return { kind: 'failed', message: '無法新增單元，請稍後再試。', problems: {} };
}

/**
 * Why the dashboard offers no 新增項目 in a module of `kind`, in words for the editor; null where
 * it does, or while the kind is unknown (the server refuses with 409 anyway).
 */
export function whyNoNewItems(kind: ContentKind | undefined): string | null {
  if (kind === undefined || takesNewItems(kind)) return null;
  if (kind === 'mailbox') return '民意信箱收到的是民眾來信，不是項目；信件請到信箱管理處理。';
  if (kind === 'tag') return '主題標籤頁列出各單元中加上標籤的項目，本身沒有項目可新增。';
  return '這個單元是一個頁面，沒有可新增的項目；請開啟頁面直接編輯內容。';
}

/** 刪除單元's question: what goes, and that it does not come back. */
export function deleteModuleQuestion(module: { path: string; title: string }): ConfirmQuestion {
  return {
    title: '刪除單元',
    message: `單元「${module.title}」（${module.path}）會從網站移除，它的設定與頁面內容都無法還原。確定要刪除嗎？`,
    action: '刪除單元',
  };
}

/** What a refused or failed 刪除單元 says: the server's zh-TW reason (403, 404, 409), else why not. */
export function deleteModuleFailureText(error: unknown): string {
  if (error instanceof ApiError && error.description) return error.description;
  if (error instanceof NetworkError || error instanceof RetryRequiredError) return error.message;
  return '無法刪除單元，請稍後再試。';
}
