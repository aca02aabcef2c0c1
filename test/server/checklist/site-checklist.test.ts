import { evaluateChecklist, type ChecklistFacts } from '../../../src/server/checklist/site-checklist';
import { CHECKLIST_IDS, type ChecklistLine } from '../../../src/shared/site-checklist';
import { ManualClock } from '../support/manual.clock';

const DAY = 86_400;

/** A site that carries everything: every line is ✓. */
const complete = (now: number): ChecklistFacts => ({
  policyPages: [
    { path: 'privacy', title: '隱私權保護政策', state: 'published' },
    { path: 'security', title: '資訊安全政策', state: 'published' },
    { path: 'open-data-declaration', title: '政府網站資料開放宣告', state: 'published' },
  ],
  accessibilityMark: { shown: true, date: '2026-08-21' },
  contact: { address: '臨海鎮港埠路 12 號', phone: '(09) 555-0123', email: 'service@linhai.example' },
  footerUpdatedAt: '2026-05-20',
  listingModules: [{ path: 'news', title: '最新消息', showDate: true, showViews: true }],
  sitemap: { entries: 12, linkedFromFooter: true, linkedFromMenu: false },
  classification: { classified: 40, published: 40 },
  openData: { datasets: 3, withItems: 3 },
  publicOrigin: 'https://www.linhai.example.gov.tw',
  defaultSite: true,
  captcha: 'configured',
  twoFactor: 'admins',
  lastBackupAt: now - 3 * DAY * 1000,
});

const lineOf = (lines: ChecklistLine[], id: ChecklistLine['id']): ChecklistLine => {
  const found = lines.find((line) => line.id === id);
  if (!found) throw new Error(`no line ${id}`);
  return found;
};

describe('政府網站檢核: the rules over gathered facts', () => {
  it('answers every line in order, all ✓ with no fix links, on a site that carries everything', () => {
    const clock = new ManualClock();
    const lines = evaluateChecklist(complete(clock.now()), clock.now());
    expect(lines.map((line) => line.id)).toEqual([...CHECKLIST_IDS]);
    expect(lines.filter((line) => line.state !== 'ok')).toEqual([]);
    expect(lines.every((line) => line.links.length === 0)).toBe(true);
    expect(lineOf(lines, 'backup').text).toBe('上次備份：3 天前。');
    expect(lineOf(lines, 'classification').text).toMatch(/^已分類 40／40 則/);
    expect(lineOf(lines, 'sitemap').text).toBe('網站導覽有 12 個項目，可從頁尾前往。');
  });

  it('ages the backup on the clock: a warning past 7 days, and 從未備份 without one', () => {
    const clock = new ManualClock();
    const backedUp = clock.now();
    const facts = { ...complete(backedUp), lastBackupAt: backedUp };
    expect(lineOf(evaluateChecklist(facts, clock.now()), 'backup')).toMatchObject({
      state: 'ok',
      text: '上次備份：不到 1 天前。',
    });
    clock.advanceSeconds(7 * DAY);
    expect(lineOf(evaluateChecklist(facts, clock.now()), 'backup').state).toBe('ok');
    clock.advanceSeconds(1);
    const late = lineOf(evaluateChecklist(facts, clock.now()), 'backup');
    expect(late).toMatchObject({ state: 'warning', text: '上次備份：7 天前，已超過 7 天。' });
    expect(late.links[0]?.fix).toEqual({
      kind: 'server',
      setting: 'npm run backup',
      doc: 'docs/deploy.md',
      section: 'Backups',
    });
    const never = lineOf(evaluateChecklist({ ...facts, lastBackupAt: null }, clock.now()), 'backup');
    expect(never).toMatchObject({ state: 'missing', text: '從未備份。' });
  });

  it('names the policy pages missing or still drafts, with an editor link for each draft and 新增單元 for the rest', () => {
    const clock = new ManualClock();
    const facts = complete(clock.now());
    const line = lineOf(
      evaluateChecklist(
        {
          ...facts,
          policyPages: [
            { path: 'privacy', title: '隱私權保護政策', state: 'draft' },
            { path: 'security', title: '資訊安全政策', state: 'absent' },
            { path: 'open-data-declaration', title: '政府網站資料開放宣告', state: 'absent' },
          ],
        },
        clock.now(),
      ),
      'policy-pages',
    );
    expect(line.state).toBe('missing');
    expect(line.text).toBe(
      '尚未建立「資訊安全政策」、「政府網站資料開放宣告」；「隱私權保護政策」尚未發布。',
    );
    expect(line.links).toEqual([
      { fix: { kind: 'document', docId: 'page:privacy' }, label: '編輯「隱私權保護政策」' },
      {
        fix: { kind: 'staff', page: 'dashboard' },
        label: '到儀表板新增單元（單頁，網址 security、open-data-declaration）',
      },
    ]);
  });

  it('words each server setting by its exact name: PUBLIC_ORIGIN on HTTPS, CAPTCHA_SECRET, REQUIRE_2FA', () => {
    const clock = new ManualClock();
    const facts = complete(clock.now());
    const lines = evaluateChecklist(
      { ...facts, publicOrigin: 'http://www.linhai.example.gov.tw', captcha: 'unset', twoFactor: 'off' },
      clock.now(),
    );
    expect(lineOf(lines, 'public-origin')).toMatchObject({
      state: 'missing',
      text: '網站對外網址 http://www.linhai.example.gov.tw 不是 HTTPS。',
      links: [{ fix: { kind: 'server', setting: 'PUBLIC_ORIGIN' } }],
    });
    expect(lineOf(lines, 'captcha')).toMatchObject({
      state: 'missing',
      text: '尚未設定驗證碼（CAPTCHA_SECRET）：任何驗證碼答案都會通過。',
    });
    expect(lineOf(lines, 'two-factor').links[0]?.fix).toMatchObject({ setting: 'REQUIRE_2FA' });
    const off = evaluateChecklist(
      { ...facts, captcha: 'off', publicOrigin: null, defaultSite: false },
      clock.now(),
    );
    expect(lineOf(off, 'captcha').text).toBe('驗證碼已由主機設定關閉（CAPTCHA=off）。');
    expect(lineOf(off, 'public-origin').links[0]?.fix).toMatchObject({ setting: 'npm run sites -- hosts' });
  });

  it('counts classifications, and words the mark, contact, dates, sitemap and open data that are short', () => {
    const clock = new ManualClock();
    const lines = evaluateChecklist(
      {
        ...complete(clock.now()),
        classification: { classified: 12, published: 40 },
        accessibilityMark: { shown: true, date: null },
        contact: { address: '臨海鎮', phone: '', email: '' },
        footerUpdatedAt: null,
        listingModules: [
          { path: 'news', title: '最新消息', showDate: false, showViews: true },
          { path: 'events', title: '活動', showDate: true, showViews: false },
        ],
        sitemap: { entries: 5, linkedFromFooter: false, linkedFromMenu: false },
        openData: { datasets: 2, withItems: 0 },
      },
      clock.now(),
    );
    expect(lineOf(lines, 'classification')).toMatchObject({ state: 'missing' });
    expect(lineOf(lines, 'classification').text).toMatch(/^已分類 12／40 則：28 則發布的內容沒有/);
    expect(lineOf(lines, 'accessibility-mark')).toMatchObject({
      state: 'warning',
      links: [{ fix: { kind: 'chrome', name: 'footer' } }],
    });
    expect(lineOf(lines, 'contact').text).toBe('頁尾沒有電話、電子郵件。');
    const dates = lineOf(lines, 'dates-and-views');
    expect(dates.text).toBe(
      '頁尾沒有寫「最後更新」日期；「最新消息」的頁面不顯示更新日期；「活動」的頁面不顯示瀏覽人次。',
    );
    expect(dates.links.map((link) => link.fix)).toEqual([
      { kind: 'chrome', name: 'footer' },
      { kind: 'document', docId: 'settings:news' },
      { kind: 'document', docId: 'settings:events' },
    ]);
    expect(lineOf(lines, 'sitemap').text).toBe('網站導覽有 5 個項目，但頁尾連結與選單都沒有連到它。');
    expect(lineOf(lines, 'open-data').text).toBe('2 個資料集都還沒有發布的項目，開放資料頁是空的。');
  });
});
