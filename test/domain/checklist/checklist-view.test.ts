import { checklistView, serverFixText } from '../../../src/domain/checklist/checklist-view';
import type { ChecklistLine, SiteChecklist } from '../../../src/shared/site-checklist';

const line = (id: ChecklistLine['id'], state: ChecklistLine['state']): ChecklistLine => ({
  id,
  title: id,
  state,
  text: `${id} 的說明。`,
  links: [],
});

const checklist = (lines: ChecklistLine[]): SiteChecklist => ({
  checkedAt: '2026-11-22T02:00:00.000Z',
  lines,
});

describe('政府網站檢核 as the screen shows it', () => {
  it('sums up the lines met, and counts what is short by its state', () => {
    const view = checklistView(
      checklist([
        line('policy-pages', 'missing'),
        line('contact', 'ok'),
        line('backup', 'warning'),
        line('captcha', 'missing'),
        line('sitemap', 'ok'),
      ]),
    );
    expect(view.summary).toBe('5 項中 2 項已符合');
    expect(view.detail).toBe('2 項未符合、1 項需注意');
    expect(view.allMet).toBe(false);
    expect(view.lines.map((l) => [l.mark, l.stateText])).toEqual([
      ['✗', '未符合'],
      ['✓', '已符合'],
      ['!', '需注意'],
      ['✗', '未符合'],
      ['✓', '已符合'],
    ]);
  });

  it('says nothing more when every line is met', () => {
    const view = checklistView(checklist([line('contact', 'ok'), line('sitemap', 'ok')]));
    expect(view).toMatchObject({ summary: '2 項中 2 項已符合', detail: null, allMet: true });
  });

  it('words a server setting as an instruction naming the setting and the guide’s section', () => {
    expect(
      serverFixText({
        kind: 'server',
        setting: 'CAPTCHA_SECRET',
        doc: 'docs/deploy.md',
        section: 'Security settings for production',
      }),
    ).toBe('請主機管理者設定 CAPTCHA_SECRET（說明：docs/deploy.md「Security settings for production」）');
    expect(
      serverFixText({ kind: 'server', setting: 'npm run backup', doc: 'docs/deploy.md', section: 'Backups' }),
    ).toBe('請主機管理者執行 npm run backup（說明：docs/deploy.md「Backups」）');
  });
});
