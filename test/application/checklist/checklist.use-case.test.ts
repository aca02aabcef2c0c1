import { MemoryChecklist } from '../../../src/adapters/http/memory-checklist.adapter';
import { CHECKLIST_NOT_ADMIN, loadChecklist } from '../../../src/application/checklist/checklist.use-case';

const CHECKLIST = {
  checkedAt: '2026-11-22T02:00:00.000Z',
  lines: [
    {
      id: 'contact' as const,
      title: '頁尾聯絡資訊',
      state: 'ok' as const,
      text: '頁尾列出地址、電話與電子郵件。',
      links: [],
    },
    { id: 'backup' as const, title: '定期備份', state: 'missing' as const, text: '從未備份。', links: [] },
  ],
};

describe('opening 政府網站檢核', () => {
  it('shows the lines with their summary', async () => {
    const outcome = await loadChecklist(new MemoryChecklist(CHECKLIST));
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.view.summary).toBe('2 項中 1 項已符合');
    expect(outcome.view.lines.map((line) => line.mark)).toEqual(['✓', '✗']);
  });

  it('tells someone who is not an administrator, in zh-TW, and a failure from a refusal', async () => {
    const source = new MemoryChecklist(CHECKLIST);
    source.admin = false;
    expect(await loadChecklist(source)).toEqual({ kind: 'refused', message: CHECKLIST_NOT_ADMIN });
    const broken = { read: () => Promise.reject(new Error('network down')) };
    expect(await loadChecklist(broken)).toMatchObject({ kind: 'failed' });
  });
});
