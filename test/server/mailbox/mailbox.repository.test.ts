import { openDatabase, type SqliteDatabase } from '../../../src/server/database/sqlite.database';
import { replyByOf } from '../../../src/server/mailbox/mailbox-inbox.service';
import { MailboxRepository } from '../../../src/server/mailbox/mailbox.repository';
import { ManualClock } from '../support/manual.clock';

const aMessage = (subject: string) => ({
  name: '王小明',
  email: 'ming@example.tw',
  subject,
  content: '內容',
});

describe('the mailbox repository for the dashboard', () => {
  let db: SqliteDatabase;
  let clock: ManualClock;
  let letters: MailboxRepository;
  beforeEach(() => {
    db = openDatabase(':memory:');
    db.prepare(
      "INSERT INTO modules (path, kind, info_json, setting_json) VALUES ('mailbox', 'mailbox', '{}', '{}')",
    ).run();
    db.prepare(
      "INSERT INTO modules (path, kind, info_json, setting_json) VALUES ('news', 'normal', '{}', '{}')",
    ).run();
    clock = new ManualClock();
    letters = new MailboxRepository(db);
  });
  afterEach(() => db.close());

  it('names the mailbox modules and any path letters were stored under', () => {
    expect(letters.mailboxPaths()).toEqual(['mailbox']);
    letters.add('old-box', aMessage('舊信箱'), clock.now());
    expect(letters.mailboxPaths()).toEqual(['mailbox', 'old-box']);
  });

  it('lists the new letters of the given paths, newest first, with their count and overdue mark', () => {
    const now = clock.now();
    const first = letters.add('mailbox', aMessage('第一封'), now, undefined, replyByOf(now, 7));
    clock.advanceSeconds(60);
    const second = letters.add('mailbox', aMessage('第二封'), clock.now(), undefined, replyByOf(now, 7));
    letters.add('old-box', aMessage('別的信箱'), clock.now());
    clock.advanceSeconds(60);
    const third = letters.add('mailbox', aMessage('第三封'), clock.now(), undefined, replyByOf(now, 7));
    letters.update(third, { status: 'in-progress', assignee: 'editor' }, clock.now());

    expect(letters.newLetters(['mailbox'], clock.now(), 1)).toEqual({
      count: 2,
      rows: [
        {
          serialNo: second,
          path: 'mailbox',
          subject: '第二封',
          createdAt: '2026-11-22 10:01:00',
          replyBy: '2026-11-29',
          overdue: false,
        },
      ],
    });
    const late = Date.parse('2026-11-30T00:00:00+08:00');
    expect(letters.newLetters(['mailbox'], late).rows.map((row) => [row.serialNo, row.overdue])).toEqual([
      [second, true],
      [first, true],
    ]);
    expect(letters.newLetters([], clock.now())).toEqual({ count: 0, rows: [] });
  });

  it('sets the reply-by time at the end of the Taipei day MAILBOX_REPLY_DAYS calendar days later', () => {
    // 23:30 on a Friday in Taipei: seven calendar days, weekends counted, to the end of the next Friday.
    const lateFriday = Date.parse('2026-11-27T23:30:00+08:00');
    expect(new Date(replyByOf(lateFriday, 7)).toISOString()).toBe('2026-12-04T15:59:59.999Z');
    const earlyMonday = Date.parse('2026-11-30T00:10:00+08:00');
    expect(new Date(replyByOf(earlyMonday, 1)).toISOString()).toBe('2026-12-01T15:59:59.999Z');
  });
});
