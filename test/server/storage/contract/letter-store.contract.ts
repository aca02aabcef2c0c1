import type { MailboxMessage, NewLetter } from '../../../../src/server/ports/letter-store.port';
import { serialLockOf, storeLetter } from '../../../../src/server/mailbox/mailbox-letters';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

/** 2026-11-22 10:00 in Taipei. */
const NOW = Date.parse('2026-11-22T02:00:00Z');
const DAY = 86_400_000;

const aMessage = (more: Partial<MailboxMessage> = {}): MailboxMessage => ({
  name: '王小明',
  email: 'Ming@Example.tw',
  subject: '開放時間詢問',
  content: '請問週一是否開館？',
  ...more,
});

const aLetter = (serialNo: string, more: Partial<NewLetter> = {}): NewLetter => ({
  serialNo,
  path: 'mailbox',
  message: aMessage(),
  createdAt: NOW,
  idempotencyKey: null,
  replyBy: NOW + 7 * DAY,
  ...more,
});

/** The mailbox's letters, notes and replies: numbering, idempotency, the inbox's filters, purge. */
export function letterStoreContract(engine: StorageEngine): void {
  describe(`the letter store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    const receive = (now: number, idempotencyKey?: string, path = 'mailbox') =>
      storage.write(serialLockOf(now), (tx) =>
        storeLetter(tx.letters, path, aMessage(), now, idempotencyKey, now + 7 * DAY),
      );
    const serials = async (filter = {}, paths = ['mailbox']) =>
      (await storage.stores.letters.query(paths, filter, NOW)).rows.map((row) => row.serialNo);

    it('gives twenty letters received at once on one day twenty distinct consecutive serial numbers', async () => {
      const received = await Promise.all(Array.from({ length: 20 }, (_, index) => receive(NOW + index)));
      const expected = Array.from(
        { length: 20 },
        (_, index) => `M20261122-${String(index + 1).padStart(4, '0')}`,
      );
      expect([...received].sort()).toEqual(expected);
      expect(new Set(received).size).toBe(20);
    });

    it('restarts the counter on the next Taipei day, and keeps counting past 9999', async () => {
      await storage.stores.letters.insert(aLetter('M20261122-9999'));
      expect(await receive(NOW)).toBe('M20261122-10000');
      expect(await receive(NOW + DAY)).toBe('M20261123-0001');
    });

    it('stores a letter sent again with the same idempotency key once, and answers its first number', async () => {
      const [first, again] = await Promise.all([receive(NOW, 'key-1'), receive(NOW, 'key-1')]);
      expect(again).toBe(first);
      expect(await receive(NOW, 'key-1')).toBe(first);
      expect(await storage.stores.letters.serialFor('key-1')).toBe(first);
      expect(await storage.stores.letters.serialFor('key-2')).toBeUndefined();
      expect((await storage.stores.letters.query(['mailbox'], {}, NOW)).total).toBe(1);
    });

    it('reads a letter back as it was stored, with no phone when none was given', async () => {
      await storage.stores.letters.insert(
        aLetter('M20261122-0001', { message: aMessage({ phone: '0912-345-678' }) }),
      );
      await storage.stores.letters.insert(aLetter('M20261122-0002'));
      expect(await storage.stores.letters.letter('M20261122-0001')).toEqual({
        serialNo: 'M20261122-0001',
        path: 'mailbox',
        ...aMessage({ phone: '0912-345-678' }),
        createdAt: NOW,
        status: 'new',
        assignee: null,
        assigneeName: null,
        replyBy: NOW + 7 * DAY,
      });
      expect(await storage.stores.letters.letter('M20261122-0002')).not.toHaveProperty('phone');
      expect(await storage.stores.letters.letter('M20261122-0003')).toBeUndefined();
    });

    it('finds Chinese text, ignores ASCII case, and takes % and _ as characters, every word in some field', async () => {
      await storage.stores.letters.insert(aLetter('M20261122-0001'));
      await storage.stores.letters.insert(
        aLetter('M20261122-0002', { message: aMessage({ subject: '100% 滿意_讚', content: '謝謝館員' }) }),
      );
      expect(await serials({ words: ['開館'] })).toEqual(['M20261122-0001']);
      expect(await serials({ words: ['ming@example', '週一'] })).toEqual(['M20261122-0001']);
      expect(await serials({ words: ['王小明'] })).toEqual(['M20261122-0002', 'M20261122-0001']);
      expect(await serials({ words: ['%'] })).toEqual(['M20261122-0002']);
      expect(await serials({ words: ['_'] })).toEqual(['M20261122-0002']);
      expect(await serials({ words: ['m20261122-0002'] })).toEqual(['M20261122-0002']);
      expect(await serials({ words: ['開館', '館員'] })).toEqual([]);
    });

    it('filters by paths, status, assignee, overdue and a half-open time range, newest first and paged', async () => {
      await storage.stores.letters.insert(aLetter('M20261122-0001'));
      await storage.stores.letters.insert(
        aLetter('M20261122-0002', { createdAt: NOW + 1000, replyBy: NOW - 1 }),
      );
      await storage.stores.letters.insert(
        aLetter('M20261122-0003', { path: 'mayor', createdAt: NOW + 2000 }),
      );
      await storage.stores.letters.update(
        'M20261122-0001',
        { status: 'in-progress', assignee: 'clerk' },
        NOW,
      );
      await storage.stores.letters.update('M20261122-0003', { status: 'closed' }, NOW);

      expect(await serials()).toEqual(['M20261122-0002', 'M20261122-0001']);
      expect(await serials({}, ['mailbox', 'mayor'])).toEqual([
        'M20261122-0003',
        'M20261122-0002',
        'M20261122-0001',
      ]);
      expect(await serials({}, [])).toEqual([]);
      expect(await serials({ status: 'in-progress' })).toEqual(['M20261122-0001']);
      expect(await serials({ assignee: 'clerk' })).toEqual(['M20261122-0001']);
      expect(await serials({ assignee: null })).toEqual(['M20261122-0002']);
      expect(await serials({ overdue: true })).toEqual(['M20261122-0002']);
      expect(await serials({ from: NOW + 1000, toExclusive: NOW + 2000 }, ['mailbox', 'mayor'])).toEqual([
        'M20261122-0002',
      ]);
      const page = await storage.stores.letters.query(['mailbox', 'mayor'], {}, NOW, 1, 1);
      expect(page.rows.map((row) => row.serialNo)).toEqual(['M20261122-0002']);
      expect(page.total).toBe(3);
      // An assignment stays when only the status changes.
      await storage.stores.letters.update('M20261122-0001', { status: 'replied' }, NOW);
      expect(await storage.stores.letters.letter('M20261122-0001')).toMatchObject({
        status: 'replied',
        assignee: 'clerk',
      });
    });

    it('names the paths letters were stored under, once each, sorted', async () => {
      await receive(NOW, undefined, 'mayor');
      await receive(NOW, undefined, 'mailbox');
      await receive(NOW, undefined, 'mayor');
      expect(await storage.stores.letters.mailboxPaths()).toEqual(['mailbox', 'mayor']);
    });

    it('keeps notes and replies in order, each reply with the delivery of its mail', async () => {
      await storage.stores.letters.insert(aLetter('M20261122-0001'));
      const first = await storage.stores.letters.addNote('M20261122-0001', 'clerk', '先查詢開館時間', NOW);
      const second = await storage.stores.letters.addNote('M20261122-0001', 'chief', '已確認', NOW + 1);
      expect(second).toBeGreaterThan(first);
      expect(await storage.stores.letters.notes('M20261122-0001')).toEqual([
        { id: first, account: 'clerk', displayName: null, body: '先查詢開館時間', at: NOW },
        { id: second, account: 'chief', displayName: null, body: '已確認', at: NOW + 1 },
      ]);
      const mail = {
        to: ['ming@example.tw'],
        subject: '回覆',
        text: '週一休館',
        html: '<p>週一休館</p>',
        purpose: 'mailbox.reply',
      };
      const queued = await storage.stores.outbox.add(mail, NOW);
      const failed = await storage.stores.outbox.add(mail, NOW);
      const sent = await storage.stores.outbox.add(mail, NOW);
      await storage.stores.outbox.markFailed(failed, 'refused', NOW);
      await storage.stores.outbox.markSent(sent, NOW);
      for (const outboxId of [queued, failed, sent])
        await storage.stores.letters.addReply('M20261122-0001', 'clerk', '週一休館', NOW, outboxId);
      expect((await storage.stores.letters.replies('M20261122-0001')).map((reply) => reply.delivery)).toEqual(
        ['queued', 'failed', 'sent'],
      );
    });

    it('purges the letters received before the cut with their notes and replies, and says how many went', async () => {
      await storage.stores.letters.insert(aLetter('M20261122-0001'));
      await storage.stores.letters.insert(aLetter('M20261123-0001', { createdAt: NOW + DAY }));
      for (const serialNo of ['M20261122-0001', 'M20261123-0001']) {
        await storage.stores.letters.addNote(serialNo, 'clerk', '備註', NOW);
        await storage.stores.letters.addReply(serialNo, 'clerk', '回覆', NOW, 1);
      }
      expect(await storage.stores.letters.purgeBefore(NOW + DAY)).toBe(1);
      expect(await storage.stores.letters.letter('M20261122-0001')).toBeUndefined();
      expect(await storage.stores.letters.notes('M20261122-0001')).toEqual([]);
      expect(await storage.stores.letters.replies('M20261122-0001')).toEqual([]);
      expect(await storage.stores.letters.notes('M20261123-0001')).toHaveLength(1);
      expect(await storage.stores.letters.replies('M20261123-0001')).toHaveLength(1);
    });

    it("keeps each mailbox's own notice apart, and forgets it when set back to the default", async () => {
      const letters = storage.stores.letters;
      expect(await letters.notice('mailbox')).toBeUndefined();
      await storage.write('site', async (tx) => {
        await tx.letters.writeNotice('mailbox', '第一版告知');
        await tx.letters.writeNotice('mailbox', '第二版告知\n含換行');
        await tx.letters.writeNotice('mayor', '首長信箱告知');
      });
      expect(await letters.notice('mailbox')).toBe('第二版告知\n含換行');
      expect(await letters.notice('mayor')).toBe('首長信箱告知');
      await storage.write('site', (tx) => tx.letters.writeNotice('mailbox', null));
      expect(await letters.notice('mailbox')).toBeUndefined();
      expect(await letters.notice('mayor')).toBe('首長信箱告知');
    });
  });
}
