import { MemoryStore } from '../../../../src/adapters/storage/memory-store.adapter';
import { ManualTime } from '../../../../src/adapters/time/manual-time.adapter';
import {
  createMailboxForm,
  draftKey,
  parseDraft,
  type MailboxForm,
} from '../../../../src/application/content/mailbox-form';
import type { Captcha } from '../../../../src/domain/captcha/captcha.port';
import type { MailboxDraft } from '../../../../src/domain/content/mailbox-fields';
import type { MailboxReceipt, MailboxSubmission } from '../../../../src/shared/api-types';
import type { MailboxLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import { aModule } from './content-builders';

export const MAILBOX_PATH = 'mailbox';
/** The notice the rig's mailbox shows before sending. */
export const NOTICE_TEXT = '測試館依個人資料保護法第 8 條，告知下列事項：\n一、蒐集機關：測試館。';

/** A letter as the outbox received it. */
export interface SentLetter {
  path: string;
  letter: MailboxSubmission;
  key: string;
}

/** Session storage that remembers every write, so a test can tell a debounced save from one per key. */
export class RecordingStore extends MemoryStore {
  readonly writes: Array<{ key: string; value: string }> = [];

  override set(key: string, value: string): void {
    this.writes.push({ key, value });
    super.set(key, value);
  }
}

/** A captcha answering 'captcha-token' (or failing, when told to) and counting its resets. */
export class FakeCaptcha implements Captcha {
  resets = 0;
  fails = false;

  getResponse(): Promise<string> {
    return this.fails ? Promise.reject(new Error('captcha')) : Promise.resolve('captcha-token');
  }

  reset(): void {
    this.resets += 1;
  }
}

export interface MailboxRigOptions {
  /** A draft already in session storage when the form opens. */
  draft?: MailboxDraft;
  /** How the outbox answers; a serial number by default. */
  send?: (letter: MailboxSubmission, key: string) => Promise<MailboxReceipt>;
}

/**
 * The real mailbox form (src/application/content/mailbox-form.ts) over fakes: an outbox recording
 * each letter and its idempotency key, a recording memory store for drafts, a counting captcha and
 * manual time for the draft debounce. Keys are handed out as key-1, key-2, …
 */
export function mailboxRig(options: MailboxRigOptions = {}) {
  const sent: SentLetter[] = [];
  const drafts = new RecordingStore(
    options.draft ? { [draftKey(MAILBOX_PATH)]: JSON.stringify(options.draft) } : {},
  );
  const captcha = new FakeCaptcha();
  const time = new ManualTime();
  let keys = 0;
  const form: MailboxForm = createMailboxForm({
    path: MAILBOX_PATH,
    outbox: {
      send: (path, letter, key) => {
        sent.push({ path, letter, key });
        return options.send ? options.send(letter, key) : Promise.resolve({ serialNo: 'MB1150001' });
      },
    },
    notices: { notice: async () => NOTICE_TEXT },
    drafts,
    captcha,
    timers: time,
    newKey: () => `key-${++keys}`,
  });
  /** The draft stored now, or null. */
  const storedDraft = (): MailboxDraft | null => parseDraft(drafts.get(draftKey(MAILBOX_PATH)));
  const draftWrites = () => drafts.writes.filter((w) => w.key === draftKey(MAILBOX_PATH));
  return { form, sent, drafts, captcha, time, storedDraft, draftWrites };
}

export function mailboxProps(form: MailboxForm, captchaSlot: MailboxLayoutProps['captchaSlot'] = null) {
  const props: MailboxLayoutProps = {
    name: 'cms-mailbox',
    lang: 'zh-tw',
    path: MAILBOX_PATH,
    module: aModule('民意信箱', 'cms-mailbox'),
    form,
    captchaSlot,
  };
  return props;
}
