import readline from 'node:readline';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import { Option } from 'commander';
import {
  accountUpdateSchema,
  newAccountSchema,
  rightsFromLetters,
  rightsLetters,
  rightsPathSchema,
} from '../../shared/accounts.schema';
import { checkBody } from '../../shared/authoring.schema';
import type { AccountSummary } from '../../shared/accounts.types';
import * as v from 'valibot';
import { accountServiceOf } from '../accounts/accounts.module';
import { CLI_ACTOR, type AccountService } from '../accounts/account.service';
import { PasswordRefused } from '../accounts/password.service';
import { PasswordHasher } from '../auth/password.hasher';
import { DEFAULT_SITE } from '../ports/site';
import type { SiteStorage, Storage } from '../ports/storage.port';
import { systemClock } from '../platform/clock';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import { EXIT, exitCodeOf } from './exit-codes';
import {
  CliFailure,
  commandProgram,
  commonFailureOf,
  exitHelp,
  openCliStorage,
  PROCESS_IO,
  table,
  type CliIo,
  type DatabaseUse,
  runProgram,
} from './cli-support';

/**
 * `npm run accounts -- <command>`: account administration on the server machine, for
 * the first administrator and for scripts. The same AccountService as the routes, on the database
 * at DB_PATH; every change is audited as account `cli`.
 */

const EXIT_HELP = exitHelp({
  3: '找不到帳號',
  4: '衝突（帳號已存在、最後一位管理者）',
  5: '密碼不符規則',
});

const STATUS_TEXT: Record<AccountSummary['status'], string> = {
  active: '啟用',
  disabled: '停用',
  locked: '鎖定中',
};

async function readStdin(io: CliIo): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.from(chunk));
  // The first line is the password: `echo "$PASS" | …` adds a newline that is not part of it.
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(io: CliIo, prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) io.stdout.write(chunk.toString('utf8'));
      done();
    },
  });
  const rl = readline.createInterface({ input: io.stdin, output, terminal: true });
  return new Promise((resolve) => {
    io.stdout.write(prompt);
    muted = true;
    rl.question('', (answer) => {
      rl.close();
      io.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function passwordOf(io: CliIo, fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin(io);
  if (!io.stdin.isTTY)
    throw new CliFailure(EXIT.usage, '標準輸入不是終端機：請加上 --password-stdin，從標準輸入提供密碼。');
  const first = await askHidden(io, '密碼：');
  const second = await askHidden(io, '再輸入一次密碼：');
  if (first !== second) throw new CliFailure(EXIT.usage, '兩次輸入的密碼不相同。');
  return first;
}

/** `*:r--- news:rw-p`, or 無. */
const rightsText = (summary: AccountSummary): string =>
  summary.rights.length > 0 ? summary.rights.map((r) => `${r.path}:${rightsLetters(r)}`).join(' ') : '無';

function printAccount(io: CliIo, summary: AccountSummary): void {
  io.stdout.write(
    `${summary.account}（${summary.displayName}）${summary.admin ? '管理者' : '編輯者'}，${STATUS_TEXT[summary.status]}` +
      `，電子郵件：${summary.email ?? '未設定'}，權限：${rightsText(summary)}\n`,
  );
}

/** What the command gives, checked by the API's own schema: the same rules, the same zh-TW reasons. */
function asTheApiChecks<T>(schema: v.GenericSchema<unknown, T>, input: Record<string, unknown>): T {
  const check = checkBody(schema, input);
  if (check.ok) return check.value;
  throw new CliFailure(EXIT.usage, `輸入資料有誤：${Object.values(check.fields).join('；')}。`);
}

export function buildProgram(
  open: (
    use: DatabaseUse,
    site: string | undefined,
  ) => Promise<{ storage: Storage; accounts: AccountService }>,
  io: CliIo = PROCESS_IO,
): Command {
  let opened: ReturnType<typeof open> | undefined;
  const service = async (use: DatabaseUse = 'existing'): Promise<AccountService> =>
    (await (opened ??= open(use, program.opts<{ site?: string }>().site))).accounts;

  const program = commandProgram(
    'accounts',
    'themesite 帳號管理（資料庫：DATABASE_URL，或 DB_PATH，預設 ./data/themesite.sqlite）',
    EXIT_HELP,
    io,
  ).option('--site <代碼>', '帳號所屬的網站（npm run sites -- list 列出代碼）；只有一個網站時可省略');

  program
    .command('add')
    .description('新增帳號；密碼為初始密碼，首次登入時必須變更')
    .argument('<account>', '帳號（3–50 個英文字母、數字或 . _ -）')
    .requiredOption('--name <顯示名稱>', '顯示名稱')
    .option('--admin', '網站管理者（管理帳號、網站設定與稽核紀錄），並擁有全站權限（rwdp）')
    .option('--platform-admin', '平台管理者：管理這部伺服器的所有網站，並可在任何網站以管理者身分工作')
    .option('--email <電子郵件>', '電子郵件地址：指派、審核等通知寄到這裡（可省略，之後用 set-email 設定）')
    .option('--password-stdin', '從標準輸入讀取密碼（第一行）；未指定時在終端機詢問兩次，不顯示')
    .action(
      async (
        account: string,
        options: {
          name: string;
          admin?: boolean;
          platformAdmin?: boolean;
          email?: string;
          passwordStdin?: boolean;
        },
      ) => {
        const platformAdmin = options.platformAdmin === true;
        const admin = options.admin === true || platformAdmin;
        const input = asTheApiChecks(newAccountSchema, {
          account,
          displayName: options.name,
          admin,
          ...(options.email === undefined ? {} : { email: options.email.trim() }),
          // An administrator builds the site, so gets every right; others get rights with set-rights.
          rights: admin ? [{ path: '*', r: true, w: true, d: true, p: true }] : [],
        });
        const password = await passwordOf(io, options.passwordStdin === true);
        const { account: created } = await (
          await service('may-create')
        ).create(input, CLI_ACTOR, password, platformAdmin);
        io.stdout.write(`已新增帳號：`);
        printAccount(io, created);
        io.stdout.write('首次登入時必須變更密碼。\n');
      },
    );

  program
    .command('join')
    .description('讓這部伺服器其他網站的帳號加入本網站（沿用原本的密碼與兩步驟驗證）；以 --site 指定網站')
    .argument('<account>', '帳號')
    .option('--admin', '在本網站擔任網站管理者，並擁有全站權限（rwdp）')
    .action(async (account: string, options: { admin?: boolean }) => {
      const admin = options.admin === true;
      const rights = admin ? [{ path: '*', r: true, w: true, d: true, p: true }] : [];
      const joined = await (await service()).join(account, { admin, rights }, CLI_ACTOR);
      io.stdout.write('已加入本網站：');
      printAccount(io, joined);
    });

  program
    .command('list')
    .description('列出帳號')
    .addOption(new Option('--json', '以 JSON 輸出（AccountSummary 清單）'))
    .action(async (options: { json?: boolean }) => {
      const list = await (await service()).list(CLI_ACTOR);
      if (options.json) {
        io.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        return;
      }
      const rows = list.map((a) => [
        a.account,
        a.displayName,
        a.admin ? '管理者' : '編輯者',
        STATUS_TEXT[a.status],
        a.twoFactor ? '已設定' : '未設定',
        a.lastLoginAt ? formatTaipeiDateTime(Date.parse(a.lastLoginAt)) : '從未登入',
        a.email ?? '未設定',
        rightsText(a),
      ]);
      const head = ['帳號', '顯示名稱', '角色', '狀態', '兩步驟登入', '最後登入', '電子郵件', '權限（rwdp）'];
      io.stdout.write(`${table([head, ...rows])}\n`);
    });

  program
    .command('reset-password')
    .description('重設密碼：印出一次性密碼，下次登入時必須變更；結束此帳號所有登入工作階段')
    .argument('<account>', '帳號')
    .action(async (account: string) => {
      const { account: stored, initialPassword } = await (await service()).resetPassword(account, CLI_ACTOR);
      io.stdout.write(`已重設 ${stored} 的密碼。一次性密碼（下次登入時必須變更）：\n${initialPassword}\n`);
    });

  program
    .command('disable')
    .description('停用帳號，並結束其登入工作階段')
    .argument('<account>', '帳號')
    .action(async (account: string) => {
      printAccount(io, await (await service()).disable(account, CLI_ACTOR));
    });

  program
    .command('enable')
    .description('啟用帳號')
    .argument('<account>', '帳號')
    .action(async (account: string) => {
      printAccount(io, await (await service()).enable(account, CLI_ACTOR));
    });

  program
    .command('set-rights')
    .description('設定帳號在一個頁面路徑的權限：rwdp、r---、rw--、rw-p；---- 移除該路徑的權限')
    .argument('<account>', '帳號')
    .argument('<path>', '頁面路徑（模組路徑，或 * 代表全站）')
    .argument(
      '<rwdp>',
      '權限：r 檢視、w 編輯、d 刪除、p 發布（網站需要審核時，可直接發布並核准他人送審的草稿），' +
        '- 表示沒有。舊的三個字母寫法（rwd、rw-）仍可使用，這時 p 跟著 w：有編輯就有發布',
    )
    // `---` starts with a dash, and would otherwise be read as an unknown option.
    .allowUnknownOption()
    .action(async (account: string, path: string, letters: string) => {
      const rights = rightsFromLetters(letters);
      if (!rights)
        throw new CliFailure(
          EXIT.usage,
          `權限「${letters}」格式不正確：請依序寫 r、w、d、p 或 -，例如 rwdp、rw--、rw-p、r--- 或 ----。`,
        );
      if (!v.is(rightsPathSchema, path)) throw new CliFailure(EXIT.usage, `頁面路徑「${path}」格式不正確。`);
      const accounts = await service();
      if (!(await accounts.rightsPaths(CLI_ACTOR)).some((known) => known.path === path))
        io.stderr.write(`注意：網站目前沒有「${path}」這個頁面；權限仍會保存，建立該頁面後生效。\n`);
      printAccount(io, await accounts.setPathRights(account, path, rights, CLI_ACTOR));
    });

  program
    .command('set-email')
    .description('設定帳號的電子郵件地址（通知寄到這裡）；--clear 清除')
    .argument('<account>', '帳號')
    .argument('[address]', '電子郵件地址')
    .option('--clear', '清除電子郵件地址，這個帳號就不會收到通知信')
    .action(async (account: string, address: string | undefined, options: { clear?: boolean }) => {
      if ((address === undefined) === (options.clear !== true))
        throw new CliFailure(EXIT.usage, '請給一個電子郵件地址，或加上 --clear 清除（兩者擇一）。');
      const update = asTheApiChecks(accountUpdateSchema, { email: address?.trim() ?? null });
      printAccount(io, await (await service()).update(account, update, CLI_ACTOR));
    });

  program
    .command('unlock')
    .description('解除登入鎖定（清除此帳號的登入嘗試紀錄）')
    .argument('<account>', '帳號')
    .action(async (account: string) => {
      printAccount(io, await (await service()).unlock(account, CLI_ACTOR));
    });

  program.hook('postAction', async () => {
    await (await opened)?.storage.close();
    opened = undefined;
  });
  return program;
}

/** The exit code and the zh-TW line for what went wrong. */
export function failureOf(error: unknown): { code: number; message: string | null } {
  if (error instanceof PasswordRefused)
    return { code: exitCodeOf(error), message: `密碼不符規則：${error.reason}` };
  return commonFailureOf(error);
}

/** The site the command works on: `--site`, or the only one; a server of several must be told. */
async function siteStorageOf(storage: Storage, code: string | undefined): Promise<SiteStorage> {
  const sites = await storage.stores.sites.list();
  const chosen = code ?? (sites.length === 1 ? sites[0]?.code : undefined);
  if (chosen === undefined)
    throw new CliFailure(
      EXIT.usage,
      `這部伺服器有 ${sites.length} 個網站，請以 --site 指定帳號所屬的網站（${sites.map((site) => site.code).join('、')}）。`,
    );
  if (!sites.some((site) => site.code === chosen))
    throw new CliFailure(EXIT.notFound, `找不到網站代碼「${chosen}」（npm run sites -- list 列出代碼）。`);
  return chosen === DEFAULT_SITE ? storage : storage.forSite(chosen);
}

/**
 * Runs one command line (`add chief --name 館長 …`, without node and the script) and answers its
 * exit code; what it prints goes to `io`.
 */
export async function runAccounts(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  let storage: Storage | undefined;
  const open = async (use: DatabaseUse, site: string | undefined) => {
    const { server, storage: opened } = await openCliStorage(io, use);
    storage = opened;
    return {
      storage: opened,
      accounts: accountServiceOf({
        storage: await siteStorageOf(opened, site),
        clock: systemClock,
        hasher: new PasswordHasher(),
        security: server.security,
      }),
    };
  };
  return runProgram(buildProgram(open, io), argv, io, () => storage, failureOf);
}
