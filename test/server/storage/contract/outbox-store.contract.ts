import type { OutgoingMail } from '../../../../src/server/ports/mailer.port';
import type { Storage } from '../../../../src/server/ports/storage.port';
import type { StorageEngine } from '../engines/sqlite.engine';

const aMail = (subject: string): OutgoingMail => ({
  to: ['staff@museum.example', 'chief@museum.example'],
  subject,
  text: '內容',
  html: '<p>內容</p>',
  purpose: 'test.mail',
});

const MINUTE = 60_000;

/** The mail outbox's store: due order, claims, retries and their times, delivery, purge. */
export function outboxStoreContract(engine: StorageEngine): void {
  describe(`the outbox store on ${engine.name}`, () => {
    let storage: Storage;

    beforeEach(async () => {
      storage = await engine.open();
    });

    afterEach(() => engine.dispose());

    /** What the dispatcher does in its claim's unit of work: the first due mail, one more attempt. */
    const claimOne = (now: number, wait = MINUTE) =>
      storage.write({ key: 'outbox' }, async (tx) => {
        const due = await tx.outbox.nextDue(now);
        if (!due) return undefined;
        await tx.outbox.claim(due.id, due.attempts + 1, now + wait);
        return { ...due, attempts: due.attempts + 1 };
      });

    it('queues a mail due at once, with its recipients and text as given and no attempt yet', async () => {
      const id = await storage.stores.outbox.add(aMail('一'), 1000);
      expect(await storage.stores.outbox.delivery(id)).toBe('queued');
      expect(await storage.stores.outbox.nextDue(999)).toBeUndefined();
      expect(await storage.stores.outbox.nextDue(1000)).toEqual({ id, attempts: 0, mail: aMail('一') });
    });

    it('answers the due mails by due time, then by id', async () => {
      const later = await storage.stores.outbox.add(aMail('晚'), 2000);
      const first = await storage.stores.outbox.add(aMail('早一'), 1000);
      const second = await storage.stores.outbox.add(aMail('早二'), 1000);
      expect((await claimOne(5000))?.id).toBe(first);
      expect((await claimOne(5000))?.id).toBe(second);
      expect((await claimOne(5000))?.id).toBe(later);
      expect(await claimOne(5000)).toBeUndefined();
    });

    it('gives a mail to one of many concurrent claims, and to none of the others', async () => {
      const id = await storage.stores.outbox.add(aMail('一封'), 1000);
      const claims = await Promise.all(Array.from({ length: 10 }, () => claimOne(1000)));
      expect(claims.filter((claim) => claim !== undefined).map((claim) => claim!.id)).toEqual([id]);
      expect(claims.find((claim) => claim !== undefined)?.attempts).toBe(1);
    });

    it('keeps a claimed mail back until its next attempt, and counts each claim as an attempt', async () => {
      const id = await storage.stores.outbox.add(aMail('重試'), 1000);
      expect(await claimOne(1000, 5 * MINUTE)).toMatchObject({ id, attempts: 1 });
      await storage.stores.outbox.recordError(id, '451 try again later');
      expect(await storage.stores.outbox.delivery(id)).toBe('queued');
      expect(await storage.stores.outbox.nextDue(1000 + 5 * MINUTE - 1)).toBeUndefined();
      expect(await storage.stores.outbox.nextDue(1000 + 5 * MINUTE)).toMatchObject({ id, attempts: 1 });
      expect(await claimOne(1000 + 5 * MINUTE)).toMatchObject({ id, attempts: 2 });
    });

    it('neither answers nor claims a mail once it is sent or failed', async () => {
      const sent = await storage.stores.outbox.add(aMail('寄出'), 1000);
      const failed = await storage.stores.outbox.add(aMail('失敗'), 1000);
      await storage.stores.outbox.markSent(sent, 2000);
      await storage.stores.outbox.markFailed(failed, 'mailbox unavailable', 2000);
      expect(await storage.stores.outbox.delivery(sent)).toBe('sent');
      expect(await storage.stores.outbox.delivery(failed)).toBe('failed');
      expect(await storage.stores.outbox.nextDue(10 * MINUTE)).toBeUndefined();
    });

    it('purges sent and failed mails queued before the cut, keeps the rest, and counts a purged mail as sent', async () => {
      const oldSent = await storage.stores.outbox.add(aMail('舊寄出'), 1000);
      const oldFailed = await storage.stores.outbox.add(aMail('舊失敗'), 1000);
      const oldWaiting = await storage.stores.outbox.add(aMail('舊等待'), 1000);
      const newSent = await storage.stores.outbox.add(aMail('新寄出'), 5000);
      await storage.stores.outbox.markSent(oldSent, 1500);
      await storage.stores.outbox.markFailed(oldFailed, 'refused', 1500);
      await storage.stores.outbox.markSent(newSent, 5500);
      expect(await storage.stores.outbox.purgeDoneBefore(5000)).toBe(2);
      expect(await storage.stores.outbox.delivery(oldWaiting)).toBe('queued');
      expect(await storage.stores.outbox.delivery(oldFailed)).toBe('sent');
      expect((await storage.stores.outbox.nextDue(5000))?.id).toBe(oldWaiting);
    });
  });
}
