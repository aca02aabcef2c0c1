import { DEFAULT_MAIL_OPTIONS } from '../../../src/server/server-options';
import { MailboxInbox, replyByOf } from '../../../src/server/mailbox/mailbox-inbox.service';
import { storeLetter } from '../../../src/server/mailbox/mailbox-letters';
import { openSqliteStorage, type SqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import { RecordingMailQueue } from '../support/recording-mail.queue';
import { ManualClock } from '../support/manual.clock';

const aMessage = (subject: string) => ({
  name: '王小明',
  email: 'ming@example.tw',
  subject,
  content: '內容',
});

describe('the mailbox letters for the dashboard', () => {
  let storage: SqliteStorage;
  let clock: ManualClock;
  let inbox: MailboxInbox;
  const add = (path: string, subject: string, now: number, replyBy?: number) =>
    storage.write({ key: 'test' }, (tx) =>
      storeLetter(tx.letters, path, aMessage(subject), now, undefined, replyBy),
    );

  beforeEach(() => {
    storage = openSqliteStorage(':memory:');
    const db = storage.sqliteDb;
    db.prepare(
      "INSERT INTO modules (site, path, kind, info_json, setting_json) VALUES ('default', 'mailbox', 'mailbox', '{}', '{}')",
    ).run();
    db.prepare(
      "INSERT INTO modules (site, path, kind, info_json, setting_json) VALUES ('default', 'news', 'normal', '{}', '{}')",
    ).run();
    db.prepare(
      "INSERT INTO users (account, password_hash, display_name, rights_json) VALUES ('clerk', 'x', '王書記', '{}')",
    ).run();
    db.prepare(
      "INSERT INTO user_rights (site, account, path, r, w, d) VALUES ('default', ?, ?, 1, 1, 0)",
    ).run('clerk', 'mailbox');
    clock = new ManualClock();
    inbox = new MailboxInbox({
      storage,
      clock,
      outbox: new RecordingMailQueue(),
      replyDays: DEFAULT_MAIL_OPTIONS.replyDays,
      retentionDays: DEFAULT_MAIL_OPTIONS.retentionDays,
    });
  });
  afterEach(() => storage.close());

  it('names the mailbox modules and any path letters were stored under', async () => {
    expect(await storage.stores.letters.mailboxPaths()).toEqual(['mailbox']);
    await add('old-box', '舊信箱', clock.now());
    expect(await storage.stores.letters.mailboxPaths()).toEqual(['mailbox', 'old-box']);
  });

  it('lists the new letters of the paths the account reads, newest first, with their count and overdue mark', async () => {
    const now = clock.now();
    const first = await add('mailbox', '第一封', now, replyByOf(now, 7));
    clock.advanceSeconds(60);
    const second = await add('mailbox', '第二封', clock.now(), replyByOf(now, 7));
    await add('old-box', '別的信箱', clock.now());
    clock.advanceSeconds(60);
    const third = await add('mailbox', '第三封', clock.now(), replyByOf(now, 7));
    await storage.stores.letters.update(third, { status: 'in-progress', assignee: 'editor' }, clock.now());

    const dashboard = await inbox.newLetters('clerk');
    expect(dashboard?.count).toBe(2);
    expect(dashboard?.rows[0]).toEqual({
      serialNo: second,
      path: 'mailbox',
      subject: '第二封',
      createdAt: '2026-11-22 10:01:00',
      replyBy: '2026-11-29',
      overdue: false,
    });
    clock.advanceSeconds(Date.parse('2026-11-30T00:00:00+08:00') / 1000 - clock.now() / 1000);
    expect((await inbox.newLetters('clerk'))?.rows.map((row) => [row.serialNo, row.overdue])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect(await inbox.newLetters('nobody')).toBeNull();
  });

  it('sets the reply-by time at the end of the Taipei day MAILBOX_REPLY_DAYS calendar days later', () => {
    // 23:30 on a Friday in Taipei: seven calendar days, weekends counted, to the end of the next Friday.
    const lateFriday = Date.parse('2026-11-27T23:30:00+08:00');
    expect(new Date(replyByOf(lateFriday, 7)).toISOString()).toBe('2026-12-04T15:59:59.999Z');
    const earlyMonday = Date.parse('2026-11-30T00:10:00+08:00');
    expect(new Date(replyByOf(earlyMonday, 1)).toISOString()).toBe('2026-12-01T15:59:59.999Z');
  });
});
