import type { MailboxNoticeSetting } from '../../shared/mailbox-case';
import { ApiError } from '../../domain/errors/api-errors';
import type { MailboxSource } from '../../domain/mailbox/mailbox.port';
import { formatClientTime } from '../../domain/time/client-time-format';
import type { Clock } from '../../domain/time/clock.port';
import {
  letterAfter,
  letterOverdue,
  LETTER_STATUS_LABELS,
  type LetterEvent,
} from '../../shared/letter-status';
import type { Colleague, LetterDetail, LetterPage, LetterQuery } from '../../shared/mailbox-inbox.types';

const DAY = 86_400_000;
const BOM = '\uFEFF';

/** A letter as the twin stores it; tests name only what they care about. */
export function aLetter(serialNo: string, fields: Partial<LetterDetail> = {}): LetterDetail {
  return {
    serialNo,
    path: 'mailbox',
    name: '王小明',
    email: 'citizen@example.tw',
    subject: '公園路燈不亮',
    content: '中山公園北側的路燈已經壞了一週。',
    createdAt: '2026-11-26 10:00:00',
    status: 'new',
    assignee: null,
    replyBy: '2026-12-03',
    overdue: false,
    notes: [],
    replies: [],
    ...fields,
  };
}

/** The end of a Taipei day, in epoch milliseconds: a letter is overdue after its reply-by day. */
const endOfTaipeiDay = (day: string): number => Date.parse(`${day}T00:00:00+08:00`) + DAY - 1;

/** Answers are copies, as a wire would give (and jsdom has no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const csvCell = (value: string): string => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The in-memory twin of the inbox API (`ApiMailbox`), keeping the server's rules the screen words:
 * reading needs r (403 otherwise), writing w; statuses move by `letterAfter`, the one state
 * machine the server applies (a refused move answers 409 with its reason); a reply waits as
 * `queued` until `deliverAll`; reads and exports are remembered as the server audits them.
 */
export class MemoryMailbox implements MailboxSource {
  private readonly letters = new Map<string, LetterDetail>();
  private colleagues: Colleague[] = [];
  private caller: Colleague = { account: 'editor', displayName: '編輯' };
  private rights = { r: true, w: true };
  private ids = 0;
  /** What the server would audit: `mailbox.read <serial>`, `mailbox.export`. */
  readonly audited: string[] = [];
  /** Calls of each kind, so a test can say nothing was sent. */
  readonly calls: string[] = [];

  constructor(private readonly clock: Clock) {}

  seed(letter: LetterDetail): this {
    this.letters.set(letter.serialNo, letter);
    return this;
  }

  withStaff(staff: Colleague[]): this {
    this.colleagues = staff;
    return this;
  }

  /** Calls from now on come from this account, holding these rights on the mailbox path. */
  as(caller: Colleague, rights: { r: boolean; w: boolean }): this {
    this.caller = caller;
    this.rights = rights;
    return this;
  }

  get(serialNo: string): LetterDetail | undefined {
    return this.letters.get(serialNo);
  }

  /** The SMTP server took every queued reply. */
  deliverAll(): void {
    for (const letter of this.letters.values())
      letter.replies = letter.replies.map((r) => (r.delivery === 'queued' ? { ...r, delivery: 'sent' } : r));
  }

  list(query: LetterQuery): Promise<LetterPage> {
    return this.read('list', () => {
      const rows = this.matching(query);
      const offset = query.offset ?? 0;
      const page = rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
      return { rows: page.map(({ notes: _n, replies: _r, ...summary }) => summary), total: rows.length };
    });
  }

  open(serialNo: string): Promise<LetterDetail> {
    return this.read('open', () => {
      const letter = this.find(serialNo);
      this.audited.push(`mailbox.read ${serialNo}`);
      return letter;
    });
  }

  assign(serialNo: string, assignee: string | null): Promise<LetterDetail> {
    return this.write('assign', serialNo, 'assign', (letter) => {
      const colleague = assignee === null ? null : this.colleagues.find((c) => c.account === assignee);
      if (colleague === undefined) throw this.refusal(400, `找不到同仁「${assignee}」。`);
      letter.assignee = colleague;
    });
  }

  note(serialNo: string, body: string): Promise<LetterDetail> {
    return this.write('note', serialNo, 'note', (letter) => {
      letter.notes = [...letter.notes, { id: ++this.ids, author: this.caller, body, at: this.iso() }];
    });
  }

  reply(serialNo: string, body: string): Promise<LetterDetail> {
    return this.write('reply', serialNo, 'reply', (letter) => {
      letter.replies = [
        ...letter.replies,
        { id: ++this.ids, author: this.caller, body, at: this.iso(), delivery: 'queued' },
      ];
    });
  }

  setStatus(serialNo: string, event: 'close' | 'reopen'): Promise<LetterDetail> {
    return this.write('status', serialNo, event, () => {});
  }

  csv(query: LetterQuery): Promise<string> {
    return this.read('csv', () => {
      this.audited.push('mailbox.export');
      const head = ['流水號', '收件時間', '主旨', '姓名', '電子郵件', '狀態', '承辦人', '回覆期限'];
      const lines = this.matching(query).map((l) =>
        [
          l.serialNo,
          l.createdAt,
          l.subject,
          l.name,
          l.email,
          LETTER_STATUS_LABELS[l.status],
          l.assignee?.displayName ?? '',
          l.replyBy,
        ]
          .map(csvCell)
          .join(','),
      );
      return `${BOM}${[head.join(','), ...lines].join('\r\n')}\r\n`;
    });
  }

  staff(): Promise<Colleague[]> {
    return this.read('staff', () => this.colleagues);
  }

  /** The mailboxes' notices, as `seedNotice` left them; an administrator's twin answers them. */
  private readonly noticeSettings = new Map<string, MailboxNoticeSetting>();

  seedNotice(setting: MailboxNoticeSetting): void {
    this.noticeSettings.set(setting.path, copy(setting));
  }

  async notices(): Promise<MailboxNoticeSetting[]> {
    this.calls.push('notices');
    return copy([...this.noticeSettings.values()]);
  }

  async writeNotice(path: string, text: string | null): Promise<MailboxNoticeSetting> {
    this.calls.push('writeNotice');
    const setting = this.noticeSettings.get(path);
    if (!setting)
      throw new ApiError({ status: 404, code: 'E404', time: '', error_description: '找不到這個信箱。' });
    const next = { ...setting, text: text ?? setting.defaultText, custom: text !== null };
    this.noticeSettings.set(path, next);
    return copy(next);
  }

  private matching(query: LetterQuery): LetterDetail[] {
    const now = this.clock.now();
    const words = query.q?.toLowerCase();
    return [...this.letters.values()]
      .map((l) => ({ ...l, overdue: letterOverdue(l.status, endOfTaipeiDay(l.replyBy), now) }))
      .filter((l) => !query.status || l.status === query.status)
      .filter((l) => !query.from || l.createdAt.slice(0, 10) >= query.from)
      .filter((l) => !query.to || l.createdAt.slice(0, 10) <= query.to)
      .filter(
        (l) =>
          !query.assignee ||
          (query.assignee === 'none' ? l.assignee === null : l.assignee?.account === query.assignee),
      )
      .filter((l) => !query.overdue || l.overdue)
      .filter(
        (l) =>
          !words ||
          [l.serialNo, l.name, l.email, l.subject, l.content].some((f) => f.toLowerCase().includes(words)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  private async read<T>(call: string, answer: () => T): Promise<T> {
    this.calls.push(call);
    await Promise.resolve();
    if (!this.rights.r) throw this.refusal(403, '您沒有讀取民意信箱的權限。');
    return copy(answer());
  }

  private async write(
    call: string,
    serialNo: string,
    event: LetterEvent,
    change: (letter: LetterDetail) => void,
  ): Promise<LetterDetail> {
    this.calls.push(call);
    await Promise.resolve();
    if (!this.rights.w) throw this.refusal(403, '您沒有處理這個信箱的權限（需要寫入權限）。');
    const letter = this.find(serialNo);
    const next = letterAfter(letter.status, event);
    if (!next.ok) throw this.refusal(409, next.reason);
    change(letter);
    letter.status = next.status;
    return copy({
      ...letter,
      overdue: letterOverdue(letter.status, endOfTaipeiDay(letter.replyBy), this.clock.now()),
    });
  }

  private find(serialNo: string): LetterDetail {
    const letter = this.letters.get(serialNo);
    if (!letter) throw this.refusal(404, '找不到這封信件。');
    return letter;
  }

  private iso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  private refusal(status: number, description: string): ApiError {
    return new ApiError({
      status,
      error_description: description,
      code: `E${status}`,
      time: formatClientTime(this.clock.now()),
    });
  }
}
