import type { Captcha } from '../../domain/captcha/captcha.port';
import type { MailboxNotices, MailboxOutbox } from '../../domain/content/content.port';
import {
  letterOf,
  MAILBOX_FIELDS,
  validateMailbox,
  type MailboxDraft,
  type MailboxField,
  type MailboxProblems,
} from '../../domain/content/mailbox-fields';
import { ApiError, NetworkError } from '../../domain/errors/api-errors';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import type { TimerHandle, Timers } from '../../domain/time/clock.port';

/** The draft is saved this long after the last keystroke, so typing does not write on every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Far above the form's own limits; a larger stored value is someone else's data, not a draft. */
const MAX_DRAFT_CHARS = 20_000;

export const draftKey = (path: string): string => `themesite.mailboxDraft.${path}`;

export type MailboxOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; serialNo: string }
  /** No answer came: the letter may or may not have arrived, so nothing is resent by itself. */
  | { kind: 'network' }
  | { kind: 'captcha-failed' }
  | { kind: 'failed'; message: string };

/** The mailbox's 個人資料蒐集告知: a letter is sent only once the visitor could read it. */
export type MailboxNoticeState = { kind: 'loading' } | { kind: 'ready'; text: string } | { kind: 'failed' };

/** Why a letter waits when the notice could not be shown (個資法 §8: told before collecting). */
export const NOTICE_MISSING_TEXT = '個人資料蒐集告知尚未載入，請按「重新載入告知」，閱讀後再送出。';

export interface MailboxFormState {
  values: MailboxDraft;
  notice: MailboxNoticeState;
  touched: Partial<Record<MailboxField, boolean>>;
  submitted: boolean;
  /** The server's own word on a field (400 with `fields`), until that field changes. */
  serverErrors: Partial<Record<MailboxField, string>>;
  outcome: MailboxOutcome;
  /** A draft with text was restored when the form opened. */
  restored: boolean;
}

export interface MailboxFormDeps {
  path: string;
  outbox: MailboxOutbox;
  notices: MailboxNotices;
  /** This tab's storage (sessionStorage): a failed send or a reload loses nothing. */
  drafts: KeyValueStorage;
  captcha: Captcha;
  timers: Timers;
  /** A fresh idempotency key; randomness comes in from outside the core. */
  newKey: () => string;
}

const EMPTY: MailboxDraft = { name: '', email: '', phone: '', subject: '', content: '' };

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
  const draft: MailboxDraft = { ...EMPTY };
  for (const field of MAILBOX_FIELDS) {
    const v = source[field];
    if (typeof v === 'string') draft[field] = v;
  }
  return draft;
}

const hasText = (draft: MailboxDraft): boolean =>
  MAILBOX_FIELDS.some((field) => (draft[field] ?? '').trim() !== '');

/**
 * 民意信箱 as a plain state machine, so its policies run in Node with a manual clock: field checks
 * shown once a field was left or a send tried; a draft written 300 ms after the last keystroke
 * (and at once before sending or when the form goes away); a send with one idempotency key per
 * letter, so a resend after a lost answer stores it once; and an honest account of each outcome.
 * A failed connection is never retried behind the visitor's back.
 */
export function createMailboxForm(deps: MailboxFormDeps) {
  const key = draftKey(deps.path);
  const stored = readDraft();
  let state: MailboxFormState = {
    values: stored ?? { ...EMPTY },
    notice: { kind: 'loading' },
    touched: {},
    submitted: false,
    serverErrors: {},
    outcome: { kind: 'idle' },
    restored: stored !== null && hasText(stored),
  };
  const listeners = new Set<() => void>();
  let pendingDraft: TimerHandle | null = null;
  /** The key of the letter as it stands; a change of any field makes it another letter. */
  let letterKey: string | null = null;

  function readDraft(): MailboxDraft | null {
    try {
      return parseDraft(deps.drafts.get(key));
    } catch {
      return null;
    }
  }

  function writeDraft(values: MailboxDraft): void {
    try {
      deps.drafts.set(key, JSON.stringify(values));
    } catch {
      // A full or blocked storage must not stop the visitor from writing or sending.
    }
  }

  function set(next: Partial<MailboxFormState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function cancelPendingDraft(): void {
    if (pendingDraft !== null) deps.timers.cancel(pendingDraft);
    pendingDraft = null;
  }

  function flushDraft(): void {
    if (pendingDraft === null) return;
    cancelPendingDraft();
    writeDraft(state.values);
  }

  const problems = (): MailboxProblems => validateMailbox(state.values);

  let noticeLoad: Promise<void> = Promise.resolve();
  function loadNotice(): Promise<void> {
    if (state.notice.kind !== 'loading') set({ notice: { kind: 'loading' } });
    noticeLoad = deps.notices.notice(deps.path).then(
      (text) => set({ notice: { kind: 'ready', text } }),
      () => set({ notice: { kind: 'failed' } }),
    );
    return noticeLoad;
  }
  void loadNotice();

  return {
    getState: (): MailboxFormState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    problems,

    /** The field checks to show now: after a send was tried, or once the field was left. */
    visibleProblems(): MailboxProblems {
      const all = problems();
      if (state.submitted) return all;
      return Object.fromEntries(
        Object.entries(all).filter(([field]) => state.touched[field as MailboxField]),
      ) as MailboxProblems;
    },

    /** How many fields need fixing, counted once a send was tried. */
    wrongCount(): number {
      if (!state.submitted) return 0;
      const local = problems();
      return Object.keys(local).length + Object.keys(state.serverErrors).filter((f) => !(f in local)).length;
    },

    change(field: MailboxField, value: string): void {
      const { [field]: _gone, ...serverErrors } = state.serverErrors;
      letterKey = null;
      set({ values: { ...state.values, [field]: value }, serverErrors });
      cancelPendingDraft();
      pendingDraft = deps.timers.schedule(() => {
        pendingDraft = null;
        writeDraft(state.values);
      }, DRAFT_SAVE_DELAY_MS);
    },

    blur(field: MailboxField): void {
      if (!state.touched[field]) set({ touched: { ...state.touched, [field]: true } });
    },

    /**
     * Sends the letter unless a field is wrong. Resolves with the fields to bring to the visitor's
     * attention (the first wrong one is focused by the view), empty when there are none.
     */
    async submit(): Promise<MailboxField[]> {
      if (state.outcome.kind === 'sending') return [];
      set({ submitted: true });
      const wrong = MAILBOX_FIELDS.filter((field) => field in problems());
      if (wrong.length > 0) return wrong;
      // The notice is told before anything is collected: a send waits for it, and stops without it.
      if (state.notice.kind === 'loading') await noticeLoad;
      if (state.notice.kind !== 'ready') {
        set({ outcome: { kind: 'failed', message: NOTICE_MISSING_TEXT } });
        return [];
      }
      // Stored before sending: if the answer never comes, the text is still there after a reload.
      cancelPendingDraft();
      writeDraft(state.values);
      set({ outcome: { kind: 'sending' } });
      let token: string;
      try {
        token = await deps.captcha.getResponse();
      } catch {
        set({ outcome: { kind: 'captcha-failed' } });
        return [];
      }
      letterKey ??= deps.newKey();
      try {
        const receipt = await deps.outbox.send(deps.path, letterOf(state.values, token), letterKey);
        letterKey = null;
        try {
          deps.drafts.remove(key);
        } catch {
          // The letter is stored; a draft that cannot be removed is only a leftover.
        }
        set({
          values: { ...EMPTY },
          touched: {},
          submitted: false,
          serverErrors: {},
          restored: false,
          outcome: { kind: 'sent', serialNo: receipt.serialNo },
        });
        return [];
      } catch (error) {
        // A captcha answer is good for one try, whatever happened.
        deps.captcha.reset();
        if (error instanceof NetworkError || error instanceof TypeError) {
          set({ outcome: { kind: 'network' } });
          return [];
        }
        if (error instanceof ApiError && error.status === 400 && error.fields) {
          const known = Object.fromEntries(
            Object.entries(error.fields).filter(([field]) =>
              (MAILBOX_FIELDS as readonly string[]).includes(field),
            ),
          ) as Partial<Record<MailboxField, string>>;
          const fields = MAILBOX_FIELDS.filter((field) => field in known);
          if (fields.length > 0) {
            set({ serverErrors: known, outcome: { kind: 'idle' } });
            return fields;
          }
        }
        const message = error instanceof Error && error.message ? error.message : String(error);
        set({ outcome: { kind: 'failed', message } });
        return [];
      }
    },

    /** Asks for the notice again after it failed to load. */
    retryNotice(): Promise<void> {
      return loadNotice();
    },

    /** After a sent letter: a fresh form, with a fresh captcha. */
    startOver(): void {
      deps.captcha.reset();
      set({ outcome: { kind: 'idle' } });
    },

    /** The form is going away: the draft typed within the last 300 ms is written now. */
    dispose(): void {
      flushDraft();
      listeners.clear();
    },
  };
}

export type MailboxForm = ReturnType<typeof createMailboxForm>;
