import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CASE_EMAIL_MAX,
  CASE_NOT_FOUND_TEXT,
  CASE_SERIAL_MAX,
  CASE_STATUS_TEXT,
  NOTICE_MAX,
  type CaseStatus,
  type MailboxNoticeSetting,
} from '../../shared/mailbox-case';
import { requireAdministrator } from '../authoring/authoring-rules';
import type { StoredModule } from '../ports/content-store.port';
import { invalid, notFound } from '../platform/refusals';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import type { SiteStorage } from '../ports/storage.port';
import type { Stores } from '../ports/stores.port';
import { letterOf, taipeiDay } from './mailbox-letters';
import { agencyOf, defaultPrivacyNotice } from './privacy-notice';

export interface MailboxPublicDeps {
  storage: SiteStorage;
  clock: Clock;
  /** MAILBOX_RETENTION_DAYS: the notice's period of use. */
  retentionDays: number;
}

/** Case numbers are read as typed, whatever the case of their letter M; addresses likewise. */
const caseKey = (serialNo: string, email: string): Buffer =>
  createHash('sha256').update(`${serialNo.trim().toUpperCase()}\n${email.trim().toLowerCase()}`).digest();

function lookupField(body: unknown, field: 'serialNo' | 'email', label: string, max: number): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw invalid(`輸入資料有誤：請填寫${label}`, { [field]: `請填寫${label}` });
  if (value.length > max)
    throw invalid(`輸入資料有誤：${label}不可超過 ${max} 個字`, {
      [field]: `${label}不可超過 ${max} 個字`,
    });
  return value;
}

/** Who asks to read or change the notices: the signed-in account, an administrator or refused. */
export interface NoticeEditor {
  account: string;
}

/** The notice's text as sent, its line ends and edges cleaned; null asks for the default. */
function noticeTextOf(body: unknown): string | null {
  const text = (body as { text?: unknown } | null | undefined)?.text;
  if (text !== null && typeof text !== 'string')
    throw invalid('輸入資料有誤：請填寫告知內容', { text: '請填寫告知內容，或以 null 還原預設' });
  const cleaned = typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : null;
  if (cleaned === '')
    throw invalid('輸入資料有誤：請填寫告知內容', {
      text: '請填寫告知內容；要用預設內容請按「還原預設」',
    });
  if (cleaned !== null && cleaned.length > NOTICE_MAX)
    throw invalid(`輸入資料有誤：告知內容不可超過 ${NOTICE_MAX} 個字`, {
      text: `告知內容不可超過 ${NOTICE_MAX} 個字，目前 ${cleaned.length} 個字`,
    });
  return cleaned;
}

/**
 * What the mailbox answers people without an account: 案件查詢 (a letter's status for its case
 * number and the address it was sent from) and each mailbox's 個人資料蒐集告知, which
 * administrators may rewrite.
 */
export class MailboxPublic {
  /**
   * What a case number that names no letter is compared with: a digest nobody can type, so a
   * missing letter and a wrong address take the same comparison and give the same answer.
   */
  private readonly nothing = createHash('sha256').update(randomBytes(32)).digest();

  private readonly audit: AuditWriter;

  constructor(private readonly deps: MailboxPublicDeps) {
    this.audit = new AuditWriter(deps.clock);
  }

  /**
   * The status of the letter whose case number and address both match, or one 404 for any
   * mismatch: the answer never tells whether the number exists. The two halves are compared as
   * fixed-length digests in constant time, so the time taken says no more than the answer.
   */
  async lookup(body: unknown): Promise<CaseStatus> {
    const serialNo = lookupField(body, 'serialNo', '案件編號', CASE_SERIAL_MAX);
    const email = lookupField(body, 'email', '電子郵件', CASE_EMAIL_MAX);
    const { stores } = this.deps.storage;
    const record = await stores.letters.letter(serialNo.trim().toUpperCase());
    const expected = record ? caseKey(record.serialNo, record.email) : this.nothing;
    const matches = timingSafeEqual(caseKey(serialNo, email), expected);
    if (!record || !matches) throw notFound(CASE_NOT_FOUND_TEXT);
    const letter = letterOf(record, this.deps.clock.now());
    const replies = await stores.letters.replies(record.serialNo);
    const last = replies.at(-1);
    return {
      serialNo: letter.serialNo,
      status: letter.status,
      statusText: CASE_STATUS_TEXT[letter.status],
      receivedOn: letter.createdAt.slice(0, 10),
      replyBy: letter.replyBy,
      repliedOn: last ? taipeiDay(last.at) : null,
    };
  }

  /** The notice a mailbox shows before sending: its own text, else the default naming the site. */
  async notice(path: string): Promise<string> {
    const { stores } = this.deps.storage;
    await this.mailboxOf(stores, path);
    return (await stores.letters.notice(path)) ?? (await this.defaultNotice(stores));
  }

  /** For the administrators' form: the text shown, the default beside it, and which it is. */
  async noticeSetting(actor: NoticeEditor, path: string): Promise<MailboxNoticeSetting> {
    const { stores } = this.deps.storage;
    await requireAdministrator(stores, actor.account);
    return this.settingOf(stores, path);
  }

  /** Every mailbox's notice setting, by path: the administrators' form. */
  async noticeSettings(actor: NoticeEditor): Promise<MailboxNoticeSetting[]> {
    const { stores } = this.deps.storage;
    await requireAdministrator(stores, actor.account);
    const settings: MailboxNoticeSetting[] = [];
    for (const path of await stores.letters.mailboxPaths()) {
      const module = await stores.content.module(path);
      if (module?.kind === 'mailbox') settings.push(await this.settingOf(stores, path));
    }
    return settings;
  }

  /**
   * An administrator's text for the notice (null: back to the default), audited. Text equal to the
   * default is stored as the default, so the site's later name still fills it in. Who may write is
   * decided first, inside the unit of work: anyone else is refused before the text is even read.
   */
  async writeNotice(actor: NoticeEditor, path: string, body: unknown): Promise<MailboxNoticeSetting> {
    await this.deps.storage.write('site', async (tx) => {
      await requireAdministrator(tx, actor.account);
      const cleaned = noticeTextOf(body);
      await this.mailboxOf(tx, path);
      const stored = cleaned === null || cleaned === (await this.defaultNotice(tx)) ? null : cleaned;
      await tx.letters.writeNotice(path, stored);
      await this.audit.record(tx, {
        account: actor.account,
        action: 'mailbox.notice',
        detail: { path, custom: stored !== null },
      });
    });
    return this.settingOf(this.deps.storage.stores, path);
  }

  private async settingOf(stores: Stores, path: string): Promise<MailboxNoticeSetting> {
    const module = await this.mailboxOf(stores, path);
    const custom = await stores.letters.notice(path);
    const defaultText = await this.defaultNotice(stores);
    return {
      path,
      title: module.info.title,
      text: custom ?? defaultText,
      defaultText,
      custom: custom !== undefined,
    };
  }

  private async defaultNotice(stores: Stores): Promise<string> {
    // One after the other: inside a unit of work the queries share its one connection.
    const header = await stores.seo.header();
    const metadata = await stores.seo.metadata();
    return defaultPrivacyNotice(agencyOf(header, metadata), this.deps.retentionDays);
  }

  private async mailboxOf(stores: Stores, path: string): Promise<StoredModule> {
    const module = await stores.content.module(path);
    if (!module) throw notFound('找不到這個信箱。');
    if (module.kind !== 'mailbox') throw notFound('這個頁面不是民意信箱。');
    return module;
  }
}
