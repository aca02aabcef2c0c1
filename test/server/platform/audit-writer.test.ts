import type { AuditEntry } from '../../../src/server/ports/audit-store.port';
import { AuditWriter } from '../../../src/server/platform/audit-writer';
import { ManualClock } from '../support/manual.clock';

describe('the audit writer', () => {
  const clock = new ManualClock();
  const writer = new AuditWriter(clock);
  const written: Array<Omit<AuditEntry, 'id'>> = [];
  const rows = { audit: { record: async (entry: Omit<AuditEntry, 'id'>) => void written.push(entry) } };

  beforeEach(() => {
    written.length = 0;
  });

  it('writes the clock’s time, JSON for a detail object and null for what is not given', async () => {
    await writer.record(rows, { action: 'session.end', account: 'clerk', detail: { ip: '127.0.0.1' } });
    clock.advanceSeconds(5);
    await writer.record(rows, { action: 'logout', account: 'clerk' });
    expect(written).toEqual([
      {
        at: Date.parse('2026-11-22T02:00:00Z'),
        account: 'clerk',
        action: 'session.end',
        docId: null,
        revision: null,
        detail: '{"ip":"127.0.0.1"}',
      },
      {
        at: Date.parse('2026-11-22T02:00:05Z'),
        account: 'clerk',
        action: 'logout',
        docId: null,
        revision: null,
        detail: null,
      },
    ]);
  });

  it('keeps the operation’s own time, its document and revision, and a worded detail as it is', async () => {
    await writer.record(rows, {
      at: 1234,
      account: 'chief',
      action: 'settings.update',
      docId: 'settings:news',
      revision: 3,
      detail: '網站名稱：舊館 → 新館',
    });
    expect(written).toEqual([
      {
        at: 1234,
        account: 'chief',
        action: 'settings.update',
        docId: 'settings:news',
        revision: 3,
        detail: '網站名稱：舊館 → 新館',
      },
    ]);
  });
});
