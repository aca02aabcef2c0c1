import { accountFailureText, isRefusal } from '../../domain/accounts/account-failures';
import { ApiError } from '../../domain/errors/api-errors';
import {
  changesOf,
  problemsOf,
  savedMessage,
  updateProblems,
  type SiteSettingsForm,
  type SiteSettingsProblems,
} from '../../domain/site-settings/site-settings-form';
import type { SiteSettingsSource } from '../../domain/site-settings/site-settings.port';
import type { FullSiteSettings } from '../../shared/site-settings.schema';

/** Not an administrator: the screen shows this instead of the form. */
export const SETTINGS_NOT_ADMIN = '只有網站管理者可以變更網站設定。需要調整時，請洽網站管理者。';

export type LoadSiteSettingsOutcome =
  | { kind: 'loaded'; settings: FullSiteSettings }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** 網站設定 opens: the settings as the server keeps them. */
export async function loadSiteSettings(
  source: Pick<SiteSettingsSource, 'read' | 'mayChange'>,
): Promise<LoadSiteSettingsOutcome> {
  try {
    const [admin, settings] = await Promise.all([source.mayChange(), source.read()]);
    if (!admin) return { kind: 'refused', message: SETTINGS_NOT_ADMIN };
    return { kind: 'loaded', settings };
  } catch (error) {
    if (isRefusal(error)) return { kind: 'refused', message: SETTINGS_NOT_ADMIN };
    return { kind: 'failed', message: accountFailureText(error, '無法載入網站設定，請稍後再試。') };
  }
}

export type SaveSiteSettingsOutcome =
  /** Nothing differs from what is saved: nothing was sent. */
  | { kind: 'unchanged'; message: string }
  /** Nothing sent: the fields say what to fix. */
  | { kind: 'invalid'; message: string; problems: SiteSettingsProblems }
  | { kind: 'saved'; message: string; settings: FullSiteSettings }
  /** The server refused or could not be reached; what was typed stays in the form. */
  | { kind: 'failed'; message: string; problems: SiteSettingsProblems };

/**
 * 儲存: only what the form changes from the settings it opened on is sent, checked first by the
 * schema the server holds. The outcome's message is the status line's sentence.
 */
export async function saveSiteSettings(
  source: Pick<SiteSettingsSource, 'save'>,
  saved: FullSiteSettings,
  form: SiteSettingsForm,
): Promise<SaveSiteSettingsOutcome> {
  const update = changesOf(saved, form);
  if (Object.keys(update).length === 0) return { kind: 'unchanged', message: '沒有需要儲存的變更。' };
  const problems = updateProblems(update);
  if (Object.keys(problems).length > 0) {
    return {
      kind: 'invalid',
      message: `尚未儲存：有 ${Object.keys(problems).length} 個欄位需要修正。`,
      problems,
    };
  }
  try {
    const settings = await source.save(update);
    return { kind: 'saved', message: savedMessage(update), settings };
  } catch (error) {
    const fields = error instanceof ApiError && error.fields ? problemsOf(error.fields) : {};
    const reason = isRefusal(error)
      ? SETTINGS_NOT_ADMIN
      : accountFailureText(error, '網站設定儲存失敗，請稍後再試。');
    return { kind: 'failed', message: `尚未儲存：${reason}`, problems: fields };
  }
}
