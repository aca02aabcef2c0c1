import type { SqliteDatabase } from '../../../src/server/storage/sqlite/sqlite-database';
import { composeMail } from '../../../src/server/mail/compose-mail';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_MINUTES, MailOutbox } from '../../../src/server/mail/mail-outbox';
import type { Mailer } from '../../../src/server/ports/mailer.port';
import { MemoryMailer } from '../../../src/server/mail/memory.mailer';
import { SmtpMailer } from '../../../src/server/mail/smtp.mailer';
import { openSqliteStorage, type SqliteStorage } from '../../../src/server/storage/sqlite/sqlite-storage';
import { ManualClock } from '../support/manual.clock';
import { startSmtpSink } from '../support/smtp-sink';

const aMail = (subject = '測試信件') =>
  composeMail({ to: ['staff@museum.example'], subject, purpose: 'test.mail', paragraphs: ['內容'] });

describe('the mail outbox', () => {
  let storage: SqliteStorage;
  let db: SqliteDatabase;
  let clock: ManualClock;
  let mailer: MemoryMailer;
  let errors: unknown[];
  let outboxes: MailOutbox[];
  const outboxWith = (through: Mailer) => {
    const outbox = new MailOutbox(storage, clock, through, (error) => errors.push(error));
    outboxes.push(outbox);
    return outbox;
  };
  const row = (id: number) =>
    db
      .prepare(
        'SELECT attempts, next_attempt_at, sent_at, failed_at, last_error FROM mail_outbox WHERE id = ?',
      )
      .get(id) as {
      attempts: number;
      next_attempt_at: number;
      sent_at: number | null;
      failed_at: number | null;
      last_error: string | null;
    };
  const audit = () =>
    db.prepare('SELECT account, action, detail FROM audit_log ORDER BY id').all() as Array<{
      account: string;
      action: string;
      detail: string;
    }>;

  /** Queued in a unit of work of its own, which wakes the outbox when it commits. */
  const enqueue = (outbox: MailOutbox, mail = aMail()) =>
    storage.write({ key: 'test' }, (tx) => outbox.enqueue(tx, mail, clock.now()));
  /** A row due now and nothing woken: the test dispatches by itself. */
  const aRow = (mail = aMail()) => storage.stores.outbox.add(mail, clock.now());

  beforeEach(() => {
    storage = openSqliteStorage(':memory:');
    db = storage.sqliteDb;
    clock = new ManualClock();
    mailer = new MemoryMailer();
    errors = [];
    outboxes = [];
  });
  afterEach(async () => {
    // As the server does on close: no kick left over meets the closed database.
    await Promise.all(outboxes.map((outbox) => outbox.stop()));
    await storage.close();
    expect(errors).toEqual([]);
  });

  it('sends a mail queued in a committed transaction by itself, right after the commit', async () => {
    const outbox = outboxWith(mailer);
    const id = await storage.write({ key: 'test' }, async (tx) => {
      const queued = await outbox.enqueue(tx, aMail(), clock.now());
      // Still inside the transaction: nothing may leave before the commit.
      expect(mailer.sent).toHaveLength(0);
      return queued;
    });
    await outbox.idle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['測試信件']);
    expect(await outbox.delivery(id)).toBe('sent');
    expect(row(id)).toMatchObject({ attempts: 1, sent_at: clock.now() });
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const outbox = outboxWith(mailer);
    await expect(
      storage.write({ key: 'test' }, async (tx) => {
        await outbox.enqueue(tx, aMail(), clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setImmediate(resolve));
    await outbox.idle();
    expect(mailer.sent).toHaveLength(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get()).toEqual({ n: 0 });
  });

  it('keeps a mail whose send failed and retries it a minute later, not before', async () => {
    const outbox = outboxWith(mailer);
    mailer.failNext(1);
    const id = await aRow();
    expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await outbox.delivery(id)).toBe('queued');
    expect(row(id)).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/unavailable/) });

    clock.advanceSeconds(59);
    expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock.advanceSeconds(1);
    expect(await outbox.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
    expect(row(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('marks a mail failed after its last attempt, audited without its recipients or text', async () => {
    const outbox = outboxWith(mailer);
    mailer.failNext(MAIL_MAX_ATTEMPTS);
    const id = await aRow();
    for (const minutes of MAIL_RETRY_MINUTES) {
      expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      clock.advanceSeconds(minutes * 60 - 1);
      expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advanceSeconds(1);
    }
    expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await outbox.delivery(id)).toBe('failed');
    expect(row(id)).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, failed_at: clock.now() });
    clock.advanceSeconds(7 * 24 * 3600);
    expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(0);

    const entries = audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ account: 'system', action: 'mail.failed' });
    expect(JSON.parse(entries[0]!.detail)).toEqual({
      outboxId: id,
      purpose: 'test.mail',
      attempts: MAIL_MAX_ATTEMPTS,
      error: expect.stringMatching(/unavailable/),
    });
    expect(entries[0]!.detail).not.toContain('staff@museum.example');
  });

  it('fails a mail whose last attempt was cut off by a crash, once its lease is over', async () => {
    const outbox = outboxWith(mailer);
    const id = await aRow();
    // As a process that died during its last send leaves the row: claimed, never finished.
    db.prepare('UPDATE mail_outbox SET attempts = ? WHERE id = ?').run(MAIL_MAX_ATTEMPTS, id);
    expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await outbox.delivery(id)).toBe('failed');
    expect(audit().map((entry) => entry.action)).toEqual(['mail.failed']);
  });

  it('delivers each due row once, oldest first, even when kicked while it is sending', async () => {
    const outbox = outboxWith(mailer);
    await aRow(aMail('一'));
    await aRow(aMail('二'));
    outbox.kick();
    outbox.kick();
    await enqueue(outbox, aMail('三'));
    await outbox.idle();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['一', '二', '三']);
    expect(errors).toEqual([]);
  });

  it('retries over real SMTP after the server answered 451, and stops after stop()', async () => {
    const sink = await startSmtpSink();
    const smtp = new SmtpMailer(sink.url, 'no-reply@museum.example');
    try {
      const outbox = outboxWith(smtp);
      sink.refuseNext(1);
      const id = await aRow(aMail('暫時失敗'));
      expect(await outbox.dispatch()).toEqual({ sent: 0, retried: 1, failed: 0 });
      clock.advanceSeconds(60);
      expect(await outbox.dispatch()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await sink.waitFor((mail) => mail.subject === '暫時失敗')).envelopeTo).toEqual([
        'staff@museum.example',
      ]);
      expect(await outbox.delivery(id)).toBe('sent');

      await outbox.stop();
      await enqueue(outbox, aMail('停止之後'));
      outbox.kick();
      await outbox.idle();
      expect(sink.messages).toHaveLength(1);
    } finally {
      smtp.close();
      await sink.close();
    }
  });

  it('purges delivered and failed mails older than the cut, and keeps the ones still queued', async () => {
    const outbox = outboxWith(mailer);
    const sent = await aRow();
    await outbox.dispatch();
    mailer.failNext(1);
    const waiting = await aRow();
    await outbox.dispatch();
    clock.advanceSeconds(10);
    expect(await storage.stores.outbox.purgeDoneBefore(clock.now())).toBe(1);
    expect(db.prepare('SELECT id FROM mail_outbox').all()).toEqual([{ id: waiting }]);
    // A purged row was delivered: that is what a reply's delivery then reads.
    expect(await outbox.delivery(sent)).toBe('sent');
  });
});
