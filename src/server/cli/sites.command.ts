import type { Command } from 'commander';
import { Option } from 'commander';
import { passwordPolicyOf } from '../accounts/password.service';
import { PasswordHasher } from '../auth/password.hasher';
import { systemClock } from '../platform/clock';
import type { StoredSite } from '../ports/site-store.port';
import type { Storage } from '../ports/storage.port';
import { SiteSeedService } from '../seed/site-seed.service';
import { SITE_STATUS_TEXT, siteNameOf, SitesService } from '../sites/sites.service';
import {
  commandProgram,
  commonFailureOf,
  exitHelp,
  openCliStorage,
  PROCESS_IO,
  table,
  type CliIo,
  type DatabaseUse,
} from './cli-support';
import { EXIT } from './exit-codes';

/**
 * `npm run sites -- <command>`: the platform's sites on the server machine. The same SitesService
 * a platform administrator's screen uses, on the database of DATABASE_URL or DB_PATH; a running
 * server picks a change up within seconds (src/server/sites/site-directory.ts).
 */

const EXIT_HELP = exitHelp({ 3: '找不到網站', 4: '衝突（網站代碼或網址已被使用）', 5: undefined });

/** The command line acts as the server's operator, audited as `cli`. */
const CLI = 'cli' as const;

const collect = (value: string, previous: string[]): string[] => [...previous, value];

const hostsText = (site: StoredSite): string =>
  [site.origin ?? '（PUBLIC_ORIGIN）', ...site.aliases.map((alias) => `${alias}（轉址）`)].join(' ');

function printSite(io: CliIo, site: StoredSite): void {
  io.stdout.write(
    `${site.code}（${siteNameOf(site)}）${SITE_STATUS_TEXT[site.status]}，網址：${hostsText(site)}\n`,
  );
}

export function buildSitesProgram(open: (use: DatabaseUse) => Promise<SitesService>, io: CliIo): Command {
  let opened: Promise<SitesService> | undefined;
  const service = (use: DatabaseUse = 'existing'): Promise<SitesService> => (opened ??= open(use));

  const program = commandProgram(
    'sites',
    'themesite 網站管理：一部伺服器以網域區分多個網站（資料庫：DATABASE_URL，或 DB_PATH）',
    EXIT_HELP,
    io,
  );

  program
    .command('add')
    .description('新增網站：以網站名稱建立「網站建置中」的空白網站，再用 accounts add --site 指定它的管理者')
    .argument('<code>', '網站代碼（projectCode）：小寫英文字母、數字或連字號')
    .requiredOption('--name <名稱>', '網站名稱（頁首、標題與首頁顯示）')
    .requiredOption(
      '--host <主機>',
      '網站的網址主機，例如 museum.example.tw（預設 https），或 http://localhost:8080',
    )
    .option('--alias <主機>', '其他網址，連到時以 301 轉到網站的網址（可重複）', collect, [])
    .action(async (code: string, options: { name: string; host: string; alias: string[] }) => {
      const site = await (
        await service('may-create')
      ).add({ code, name: options.name, host: options.host, aliases: options.alias }, CLI);
      io.stdout.write('已新增網站：');
      printSite(io, site);
      if (!(await (await service()).defaultSiteHasHost()))
        io.stdout.write(
          '注意：預設網站沒有網址（未設定 PUBLIC_ORIGIN）。有了其他網站後，請設定 PUBLIC_ORIGIN，' +
            '或以 set-hosts default 指定預設網站的網址，否則連不到它（DEFAULT_SITE=default 也可以）。\n',
        );
    });

  program
    .command('list')
    .description('列出網站')
    .addOption(new Option('--json', '以 JSON 輸出'))
    .action(async (options: { json?: boolean }) => {
      const sites = await (await service()).list(CLI);
      if (options.json) {
        io.stdout.write(`${JSON.stringify(sites, null, 2)}\n`);
        return;
      }
      io.stdout.write(
        `${table([
          ['代碼', '名稱', '狀態', '網址'],
          ...sites.map((site) => [
            site.code,
            siteNameOf(site),
            SITE_STATUS_TEXT[site.status],
            hostsText(site),
          ]),
        ])}\n`,
      );
    });

  program
    .command('set-hosts')
    .description('變更網站的網址與其他網址（其他網址以 301 轉到網站的網址）')
    .argument('<code>', '網站代碼')
    .requiredOption('--host <主機>', '網站的網址主機')
    .option('--alias <主機>', '其他網址（可重複；不給則清除）', collect, [])
    .action(async (code: string, options: { host: string; alias: string[] }) => {
      printSite(io, await (await service()).setHosts(code, options.host, options.alias, CLI));
    });

  for (const [name, status, description] of [
    ['disable', 'disabled', '停用網站：訪客看到「暫停服務」，網站人員仍可登入管理'],
    ['enable', 'active', '重新啟用網站'],
  ] as const)
    program
      .command(name)
      .description(description)
      .argument('<code>', '網站代碼')
      .action(async (code: string) => {
        printSite(io, await (await service()).setStatus(code, status, CLI));
      });

  return program;
}

/** Runs one command line (`add museum --host …`, without node and the script); answers its exit code. */
export async function runSites(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  let storage: Storage | undefined;
  const open = async (use: DatabaseUse): Promise<SitesService> => {
    const { server, storage: opened } = await openCliStorage(io, use);
    storage = opened;
    const hasher = new PasswordHasher();
    const policy = passwordPolicyOf(server.security);
    return new SitesService(
      opened,
      (site, seed, role) => new SiteSeedService(site, hasher, policy, systemClock).plant(seed, role),
      systemClock,
      server.publicOrigin,
    );
  };
  try {
    await buildSitesProgram(open, io).parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    const { code, message } = commonFailureOf(error);
    if (message) io.stderr.write(`${message}\n`);
    return code;
  } finally {
    await storage?.close();
  }
}
