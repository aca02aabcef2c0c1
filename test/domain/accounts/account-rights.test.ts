import {
  MODULE_RIGHTS_LATER,
  onlySiteWide,
  RIGHT_EXPLANATIONS,
  rightsRows,
  rightsSummary,
  rightsToSend,
  toggleRight,
} from '../../../src/domain/accounts/account-rights';

const PATHS = [
  { path: 'news', title: '最新消息' },
  { path: 'events', title: '活動' },
];

describe('the rights of an account in words', () => {
  it('says the site-wide rights first, then each path’s, as 全站：檢視、編輯、刪除、發布；news：檢視、編輯', () => {
    expect(
      rightsSummary([
        { path: 'news', r: true, w: true, d: false, p: false },
        { path: '*', r: true, w: true, d: true, p: true },
      ]),
    ).toBe('全站：檢視、編輯、刪除、發布；news：檢視、編輯');
  });

  it('says 發布 alone for a reviewer who publishes without editing', () => {
    expect(rightsSummary([{ path: 'news', r: false, w: false, d: false, p: true }])).toBe('news：發布');
  });

  it('says 無 for a path that names no right, and 沒有任何權限 for an account with no rows', () => {
    expect(rightsSummary([{ path: 'about', r: false, w: false, d: false, p: false }])).toBe('about：無');
    expect(rightsSummary([])).toBe('沒有任何權限');
  });

  it('explains each right in a sentence that starts with its name', () => {
    expect(RIGHT_EXPLANATIONS.r).toMatch(/^檢視：可以看到草稿與編輯畫面/);
    expect(RIGHT_EXPLANATIONS.w).toMatch(/^編輯：可以修改內容.*不需要審核時，也可以直接發布/);
    expect(RIGHT_EXPLANATIONS.d).toMatch(/^刪除：可以把項目移到回收桶/);
    expect(RIGHT_EXPLANATIONS.p).toMatch(
      /^發布：網站需要審核時，可以直接發布或取消發布，並核准或退回他人送審的草稿/,
    );
    // Edit without publish is a role of its own, not a mistake: the explanation says what it does.
    expect(RIGHT_EXPLANATIONS.p).toContain('有編輯、沒有發布的人，改為「送審」');
  });
});

describe('the rights editor’s rows', () => {
  it('puts 全站 first, then the menu’s paths, filled with what the account holds', () => {
    const rows = rightsRows(PATHS, [{ path: 'events', r: true, w: false, d: true, p: true }]);
    expect(rows).toEqual([
      { path: '*', title: '全站', r: false, w: false, d: false, p: false },
      { path: 'news', title: '最新消息', r: false, w: false, d: false, p: false },
      { path: 'events', title: '活動', r: true, w: false, d: true, p: true },
    ]);
  });

  it('keeps a path the menu no longer names, so saving drops none of the account’s rights', () => {
    const rows = rightsRows(PATHS, [{ path: 'old', r: true, w: false, d: false, p: false }]);
    expect(rows.at(-1)).toEqual({ path: 'old', title: 'old', r: true, w: false, d: false, p: false });
  });

  it('does not repeat `*` when the server lists it among the paths', () => {
    expect(rightsRows([{ path: '*', title: '全站' }, ...PATHS], []).map((r) => r.path)).toEqual([
      '*',
      'news',
      'events',
    ]);
  });

  it('changes one checkbox and sends only the rows with a right, so an unticked path follows 全站', () => {
    let rows = rightsRows(PATHS, []);
    rows = toggleRight(rows, 'news', 'r', true);
    rows = toggleRight(rows, 'news', 'w', true);
    rows = toggleRight(rows, 'events', 'd', true);
    rows = toggleRight(rows, 'events', 'd', false);
    expect(rightsToSend(rows)).toEqual([{ path: 'news', r: true, w: true, d: false, p: false }]);
  });

  it('sends p as ticked, and a row with p alone, since publishing is a right of its own', () => {
    let rows = rightsRows(PATHS, []);
    rows = toggleRight(rows, 'news', 'p', true);
    rows = toggleRight(rows, 'events', 'w', true);
    expect(rightsToSend(rows)).toEqual([
      { path: 'news', r: false, w: false, d: false, p: true },
      { path: 'events', r: false, w: true, d: false, p: false },
    ]);
  });
});

describe('a grid with 全站 alone', () => {
  it('is told apart, so the form can say that per-module rights come with the modules', () => {
    expect(onlySiteWide(rightsRows([], []))).toBe(true);
    expect(onlySiteWide(rightsRows(PATHS, []))).toBe(false);
    // A row kept for a path the account holds, though no module names it any more, is not 全站.
    expect(onlySiteWide(rightsRows([], [{ path: 'old', r: true, w: false, d: false, p: false }]))).toBe(
      false,
    );
    expect(MODULE_RIGHTS_LATER).toMatch(/還沒有任何單元.*只能設定「全站」.*新增單元.*各單元/);
  });
});
