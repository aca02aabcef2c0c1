import type { ApiClient } from '../../application/api/api-client';
import type { Captcha } from '../../domain/captcha/captcha.port';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import type { MailboxReceipt, MailboxSubmission } from '../../shared/api-types';
import type { MailboxDraft, MailboxService } from '../layouts/layout-contract';

const DRAFT_FIELDS = ['name', 'email', 'phone', 'subject', 'content'] as const;
/** Far above the form's own limits; a larger stored value is someone else's data, not a draft. */
const MAX_DRAFT_CHARS = 20_000;

export const draftKey = (path: string): string => `themesite.mailboxDraft.${path}`;

/** A stored draft, or null when nothing usable is there (absent, not JSON, wrong shape). */
export function parseDraft(raw: string | null): MailboxDraft | null {
  if (!raw || raw.length > MAX_DRAFT_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const draft: MailboxDraft = { name: '', email: '', subject: '', content: '' };
  for (const field of DRAFT_FIELDS) {
    const v = source[field];
    if (typeof v === 'string') draft[field] = v;
  }
  return draft;
}

/**
 * The mailbox form's services: sending through the api client (with the caller's error handling,
 * because the form shows failures next to its fields and must keep the typed text), and the draft in
 * this tab's sessionStorage, so that a failed send or a reload loses nothing.
 */
export function createMailboxService(deps: {
  api: ApiClient;
  path: string;
  draftStorage: KeyValueStorage;
  captcha: Captcha;
  captchaSlot: MailboxService['captchaSlot'];
}): MailboxService {
  const key = draftKey(deps.path);
  return {
    send: (submission: MailboxSubmission) =>
      deps.api.post<MailboxReceipt>(`/api/cms/${encodeURIComponent(deps.path)}`, submission, {
        errors: 'caller',
      }),
    loadDraft: () => parseDraft(deps.draftStorage.get(key)),
    saveDraft: (draft) => deps.draftStorage.set(key, JSON.stringify(draft)),
    clearDraft: () => deps.draftStorage.remove(key),
    captchaToken: () => deps.captcha.getResponse(),
    resetCaptcha: () => deps.captcha.reset(),
    captchaSlot: deps.captchaSlot,
  };
}
