import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { aLetter, MemoryMailbox } from '../../../src/adapters/http/memory-mailbox.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { mailboxKitOver } from '../../../src/application/mailbox/mailbox-kit';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import { NO_INBOX_FILTERS, type InboxFilters } from '../../../src/domain/mailbox/inbox-filters';
import type { MailboxSource } from '../../../src/domain/mailbox/mailbox.port';
import type { Rights } from '../../../src/domain/rights/rights';
import type { LetterDetail } from '../../../src/shared/mailbox-inbox.types';

const LIN = { account: 'lin', displayName: '林編輯' };
const EDITOR = { account: 'editor', displayName: '編輯' };

/** Three letters: one new and overdue, one in progress with lin, one replied. */
function setup({ rights = { r: true, w: true, d: false } as Rights | Error } = {}) {
  const time = new ManualTime(Date.UTC(2026, 10, 26, 2, 0));
  const mailbox = new MemoryMailbox(time)
    .withStaff([EDITOR, LIN])
    .seed(aLetter('M-1', { createdAt: '2026-11-10 09:00:00', replyBy: '2026-11-17', subject: '路燈不亮' }))
    .seed(
      aLetter('M-2', {
        createdAt: '2026-11-20 09:00:00',
        replyBy: '2026-11-27',
        status: 'in-progress',
        assignee: LIN,
        name: '陳美麗',
        subject: '圖書館開放時間',
      }),
    )
    .seed(aLetter('M-3', { createdAt: '2026-11-25 09:00:00', replyBy: '2026-12-02', status: 'replied' }));
  const dialogs = new MemoryDialogs();
  const rightsSource = {
    asked: [] as string[],
    rights(path: string) {
      this.asked.push(path);
      return rights instanceof Error ? Promise.reject(rights) : Promise.resolve(rights);
    },
  };
  const ports = { mailbox: mailbox as MailboxSource, rights: rightsSource, dialogs, clock: time };
  const kit = mailboxKitOver(ports);
  return { time, mailbox, dialogs, rightsSource, kit, ports };
}

const filters = (fields: Partial<InboxFilters>): InboxFilters => ({ ...NO_INBOX_FILTERS, ...fields });
const refused = (description = '') =>
  new ApiError({ status: 403, error_description: description, code: 'E403', time: '2026-01-01 00:00:00' });
/** The twin with some calls replaced; the rest still answer from its state. */
const alike = (twin: MemoryMailbox, calls: Partial<MailboxSource>): MailboxSource =>
  Object.assign(Object.create(twin) as MemoryMailbox, calls);

async function opened(kit: ReturnType<typeof setup>['kit'], serial: string): Promise<LetterDetail> {
  const outcome = await kit.open(serial);
  if (outcome.kind !== 'opened') throw new Error(`not opened: ${outcome.kind}`);
  return outcome.letter;
}

describe('信箱管理’s list', () => {
  it('lists the newest letters first, overdue ones marked, with the page count', async () => {
    const { kit } = setup();
    const page = await kit.page(NO_INBOX_FILTERS);
    expect(page).toMatchObject({ kind: 'page', total: 3, pages: 1 });
    if (page.kind !== 'page') throw new Error();
    expect(page.rows.map((r) => [r.serialNo, r.overdue])).toEqual([
      ['M-3', false],
      ['M-2', false],
      ['M-1', true],
    ]);
  });

  it('filters by status, words, dates, colleague, nobody and overdue', async () => {
    const { kit, time } = setup();
    const serials = async (f: Partial<InboxFilters>) => {
      const page = await kit.page(filters(f));
      return page.kind === 'page' ? page.rows.map((r) => r.serialNo) : page.kind;
    };
    expect(await serials({ status: 'replied' })).toEqual(['M-3']);
    expect(await serials({ q: '圖書館' })).toEqual(['M-2']);
    expect(await serials({ from: '2026-11-15', to: '2026-11-24' })).toEqual(['M-2']);
    expect(await serials({ assignee: 'lin' })).toEqual(['M-2']);
    expect(await serials({ assignee: 'none' })).toEqual(['M-3', 'M-1']);
    expect(await serials({ overdue: true })).toEqual(['M-1']);
    // Two days on, M-2's reply-by day has passed too.
    time.advance(2 * 86_400_000);
    expect(await serials({ overdue: true })).toEqual(['M-2', 'M-1']);
  });

  it('sends nothing for dates the wrong way round', async () => {
    const { kit, mailbox } = setup();
    expect(await kit.page(filters({ from: '2026-11-30', to: '2026-11-01' }))).toEqual({
      kind: 'invalid',
      message: '結束日期不可早於開始日期。',
    });
    expect(await kit.exportCsv(filters({ to: 'x' }))).toMatchObject({ kind: 'invalid' });
    expect(mailbox.calls).toEqual([]);
  });

  it('words a refusal apart from a failure', async () => {
    const { mailbox, time } = setup();
    mailbox.as(EDITOR, { r: false, w: false });
    const refusedKit = mailboxKitOver({ ...setup().ports, mailbox, clock: time });
    expect(await refusedKit.page(NO_INBOX_FILTERS)).toEqual({
      kind: 'refused',
      message: '您沒有讀取民意信箱的權限。',
    });
    const offline = mailboxKitOver({
      ...setup().ports,
      mailbox: alike(mailbox, { list: () => Promise.reject(new NetworkError('offline')) }),
    });
    expect(await offline.page(NO_INBOX_FILTERS)).toEqual({
      kind: 'failed',
      message: new NetworkError('offline').message,
    });
  });

  it('exports every letter under the filters as CSV with a BOM, named by the day, audited', async () => {
    const { kit, mailbox } = setup();
    const outcome = await kit.exportCsv(filters({ status: 'new', page: 3 }));
    expect(outcome).toMatchObject({ kind: 'exported', fileName: '民意信箱-2026-11-26.csv' });
    if (outcome.kind !== 'exported') throw new Error();
    expect(outcome.text.startsWith('\uFEFF流水號,')).toBe(true);
    expect(outcome.text).toContain('M-1,2026-11-10 09:00:00,路燈不亮,王小明');
    expect(outcome.text).not.toContain('M-2');
    expect(mailbox.audited).toEqual(['mailbox.export']);
    const failing = mailboxKitOver({
      ...setup().ports,
      mailbox: alike(mailbox, { csv: () => Promise.reject(refused()) }),
    });
    expect(await failing.exportCsv(NO_INBOX_FILTERS)).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('權限'),
    });
  });

  it('lists the colleagues, or says why not', async () => {
    const { kit, mailbox } = setup();
    expect(await kit.staff()).toEqual({ kind: 'listed', staff: [EDITOR, LIN] });
    const failing = mailboxKitOver({
      ...setup().ports,
      mailbox: alike(mailbox, { staff: () => Promise.reject(new Error('x')) }),
    });
    expect(await failing.staff()).toEqual({ kind: 'failed', message: '無法載入同仁名單，請稍後再試。' });
  });
});

describe('a letter', () => {
  it('opens with the rights on its mailbox path, and the reading is audited', async () => {
    const { kit, mailbox, rightsSource } = setup();
    expect(await kit.open('M-1')).toMatchObject({
      kind: 'opened',
      writable: true,
      letter: { subject: '路燈不亮' },
    });
    expect(rightsSource.asked).toEqual(['mailbox']);
    expect(mailbox.audited).toEqual(['mailbox.read M-1']);
  });

  it('opens read-only for r without w, and when the rights cannot be read', async () => {
    expect(await setup({ rights: { r: true, w: false, d: false } }).kit.open('M-1')).toMatchObject({
      writable: false,
    });
    expect(await setup({ rights: new Error('down') }).kit.open('M-1')).toMatchObject({ writable: false });
  });

  it('says a letter is missing, refused or failed', async () => {
    const { kit, mailbox, ports } = setup();
    expect(await kit.open('M-404')).toEqual({ kind: 'missing', message: '找不到這封信件。' });
    mailbox.as(EDITOR, { r: false, w: false });
    expect(await kit.open('M-1')).toMatchObject({ kind: 'refused' });
    const failing = mailboxKitOver({
      ...ports,
      mailbox: alike(mailbox, { open: () => Promise.reject(new Error('x')) }),
    });
    expect(await failing.open('M-1')).toEqual({ kind: 'failed', message: '無法開啟信件，請稍後再試。' });
  });

  it('is assigned to a colleague and back to nobody, taking it up as 處理中', async () => {
    const { kit } = setup();
    const letter = await opened(kit, 'M-1');
    const assigned = await kit.assign(letter, LIN);
    expect(assigned).toMatchObject({
      kind: 'changed',
      message: '已指派給 林編輯，並以電子郵件通知。',
      letter: { status: 'in-progress', assignee: LIN },
    });
    if (assigned.kind !== 'changed') throw new Error();
    expect(await kit.assign(assigned.letter, null)).toMatchObject({
      message: '已取消指派。',
      letter: { assignee: null },
    });
  });

  it('takes an internal note, trimmed, and refuses an empty one unsent', async () => {
    const { kit, mailbox } = setup();
    const letter = await opened(kit, 'M-1');
    expect(await kit.note(letter, '   ')).toEqual({ kind: 'invalid', message: '請填寫內部備註。' });
    expect(mailbox.calls).not.toContain('note');
    const noted = await kit.note(letter, ' 已轉工務課 ');
    expect(noted).toMatchObject({
      kind: 'changed',
      letter: { status: 'in-progress', notes: [{ body: '已轉工務課', author: EDITOR }] },
    });
  });

  it('asks before a reply leaves, and sends nothing on no', async () => {
    const { kit, mailbox, dialogs } = setup();
    const letter = await opened(kit, 'M-1');
    dialogs.confirmAnswer = false;
    expect(await kit.reply(letter, '您好，已修復。')).toEqual({ kind: 'declined' });
    expect(mailbox.calls).not.toContain('reply');
    expect(dialogs.shown.at(-1)).toMatchObject({ kind: 'confirm', title: '寄出回覆' });
  });

  it('replies: stored, queued for the citizen, and the letter is 已回覆', async () => {
    const { kit, mailbox } = setup();
    const letter = await opened(kit, 'M-1');
    expect(await kit.reply(letter, '')).toEqual({ kind: 'invalid', message: '請填寫回覆內容。' });
    const replied = await kit.reply(letter, ' 您好，已修復。 ');
    expect(replied).toMatchObject({
      kind: 'changed',
      message: '已寄出回覆給 王小明，信件狀態為已回覆。',
      letter: { status: 'replied', replies: [{ body: '您好，已修復。', delivery: 'queued' }] },
    });
    mailbox.deliverAll();
    expect((await opened(kit, 'M-1')).replies[0]?.delivery).toBe('sent');
  });

  it('closes after asking, refuses work on a closed letter without a round trip, and reopens', async () => {
    const { kit, mailbox, dialogs } = setup();
    const letter = await opened(kit, 'M-3');
    dialogs.confirmAnswer = false;
    expect(await kit.setStatus(letter, 'close')).toEqual({ kind: 'declined' });
    dialogs.confirmAnswer = true;
    const closed = await kit.setStatus(letter, 'close');
    expect(closed).toMatchObject({ kind: 'changed', message: '信件已結案。', letter: { status: 'closed' } });
    if (closed.kind !== 'changed') throw new Error();
    const sent = mailbox.calls.length;
    expect(await kit.reply(closed.letter, '補充')).toEqual({
      kind: 'invalid',
      message: '這封信件已結案，請先重新開啟再回覆。',
    });
    expect(await kit.note(closed.letter, '補充')).toMatchObject({ kind: 'invalid' });
    expect(await kit.assign(closed.letter, LIN)).toMatchObject({ kind: 'invalid' });
    expect(await kit.setStatus(closed.letter, 'close')).toEqual({
      kind: 'invalid',
      message: '這封信件已經結案。',
    });
    expect(mailbox.calls.length).toBe(sent);
    expect(await kit.setStatus(closed.letter, 'reopen')).toMatchObject({
      message: '信件已重新開啟，狀態為處理中。',
      letter: { status: 'in-progress' },
    });
    expect(await kit.setStatus(letter, 'reopen')).toEqual({
      kind: 'invalid',
      message: '只有已結案的信件可以重新開啟。',
    });
  });

  it('words the server’s refusal of a write by a reader without w', async () => {
    const { kit, mailbox } = setup();
    const letter = await opened(kit, 'M-1');
    mailbox.as(EDITOR, { r: true, w: false });
    expect(await kit.note(letter, '備註')).toEqual({
      kind: 'failed',
      message: '您沒有處理這個信箱的權限（需要寫入權限）。',
    });
    expect(await kit.setStatus(letter, 'reopen')).toMatchObject({ kind: 'invalid' });
    const reopenFails = mailboxKitOver({
      ...setup().ports,
      mailbox: alike(mailbox, { setStatus: () => Promise.reject(new Error('x')) }),
    });
    expect(await reopenFails.setStatus({ ...letter, status: 'closed' }, 'reopen')).toEqual({
      kind: 'failed',
      message: '無法重新開啟，請稍後再試。',
    });
  });

  it('is refused by the twin for an unknown colleague, as the server would', async () => {
    const { kit } = setup();
    const letter = await opened(kit, 'M-1');
    expect(await kit.assign(letter, { account: 'ghost', displayName: '?' })).toEqual({
      kind: 'failed',
      message: '找不到同仁「ghost」。',
    });
  });
});
