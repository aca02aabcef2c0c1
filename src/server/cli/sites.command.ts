import type { Command } from 'commander';
import { Option } from 'commander';
import { passwordPolicyOf } from '../accounts/password.service';
import { PasswordHasher } from '../auth/password.hasher';
import { checkNewPassphrase, passphraseFrom } from '../backup/archive-encryption';
import { BackupRefused } from '../backup/backup-archive';
import { systemClock, type Clock } from '../platform/clock';
import { keyFileBeside } from '../platform/secret-key-file';
import { mediaDirOf } from '../server-options';
import type { StoredSite } from '../ports/site-store.port';
import type { Storage } from '../ports/storage.port';
import { SiteSeedService } from '../seed/site-seed.service';
import { SiteMoveService } from '../sites/site-move.service';
import { purgeDateText, SITE_STATUS_TEXT, siteNameOf, SitesService } from '../sites/sites.service';
import {
  CliFailure,
  commandProgram,
  exitHelp,
  openCliStorage,
  PROCESS_IO,
  table,
  type CliIo,
  type DatabaseUse,
  runProgram,
} from './cli-support';

/**
 * `npm run sites -- <command>`: the platform's sites on the server machine. The same SitesService
 * a platform administrator's screen uses, on the database of DATABASE_URL or DB_PATH; a running
 * server picks a change up within seconds (src/server/sites/site-directory.ts).
 */

const EXIT_HELP = exitHelp({
  3: '找不到網站',
  4: '衝突（網站代碼或網址已被使用、網站仍有內容、帳號在本伺服器是其他人）',
  5: '網站封存檔無法使用（損壞、格式不符、來自較新版本的伺服器，或密語不對）',
});

/** The services a command line works with: the sites list, and whole sites' removal and moves. */
export interface SitesCommandServices {
  sites: SitesService;
  moves: SiteMoveService;
}

/** The command line acts as the server's operator, audited as `cli`. */
const CLI = 'cli' as const;

const collect = (value: string, previous: string[]): string[] => [...previous, value];

const hostsText = (site: StoredSite): string =>
  [site.origin ?? '（PUBLIC_ORIGIN）', ...site.aliases.map((alias) => `${alias}（轉址）`)].join(' ');

/** A site's state in words: a removed one says when it goes for good. */
const statusText = (site: StoredSite): string =>
  site.removedAt === undefined
    ? SITE_STATUS_TEXT[site.status]
    : `已移除（${purgeDateText(site.removedAt)} 永久刪除）`;

function printSite(io: CliIo, site: StoredSite): void {
  io.stdout.write(`${site.code}（${siteNameOf(site)}）${statusText(site)}，網址：${hostsText(site)}\n`);
}

/** An archive the service refused (damaged, another format, newer, a wrong passphrase): exit 5. */
async function archiveWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupRefused) throw new CliFailure(5, error.message);
    throw error;
  }
}

const resetAdvice = (code: string, people: readonly string[]): string =>
  people.length === 0
    ? ''
    : `人員 ${people.length} 位（${people.join('、')}）沒有帶著密碼與兩步驟驗證搬移：` +
      `請以 npm run accounts -- --site ${code} reset-password <帳號> 給每一位新的一次性密碼。\n`;

export function buildSitesProgram(
  open: (use: DatabaseUse) => Promise<SitesCommandServices>,
  io: CliIo,
): Command {
  let opened: Promise<SitesCommandServices> | undefined;
  const services = (use: DatabaseUse = 'existing'): Promise<SitesCommandServices> => (opened ??= open(use));
  const service = async (use: DatabaseUse = 'existing'): Promise<SitesService> => (await services(use)).sites;
  const moves = async (): Promise<SiteMoveService> => (await services()).moves;

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
          ...sites.map((site) => [site.code, siteNameOf(site), statusText(site), hostsText(site)]),
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

  program
    .command('remove')
    .description(
      '移除網站：只有新增時的空白網站會立即刪除；有內容的網站需加 --purge，移除後 30 天內可以 restore 復原，之後永久刪除',
    )
    .argument('<code>', '網站代碼')
    .option('--purge', '網站有內容也移除（30 天後連同媒體檔永久刪除）')
    .action(async (code: string, options: { purge?: boolean }) => {
      const outcome = await (await moves()).remove(code, { purge: options.purge === true });
      const { site } = outcome;
      if (outcome.kind === 'deleted') {
        io.stdout.write(
          `已刪除網站 ${site.code}（${siteNameOf(site)}）：它只有新增時的空白網站，網址現在可以給其他網站使用。\n`,
        );
        return;
      }
      io.stdout.write(
        `已移除網站 ${site.code}（${siteNameOf(site)}）：它的網址現在顯示「找不到這個網站」，並保留給它；` +
          `${purgeDateText(site.removedAt ?? Date.now())} 以前可以 sites restore ${site.code} 復原，之後資料與媒體檔將永久刪除。\n`,
      );
    });

  program
    .command('restore')
    .description('復原移除後 30 天內的網站，回到它原本的網址與狀態')
    .argument('<code>', '網站代碼')
    .action(async (code: string) => {
      io.stdout.write('已復原網站：');
      printSite(io, await (await moves()).restore(code));
    });

  program
    .command('export')
    .description('匯出網站到一個封存檔（資料、人員與媒體檔），可在伺服器執行中進行；人員不含密碼與兩步驟驗證')
    .argument('<code>', '網站代碼')
    .argument('<file>', '封存檔路徑，例如 museum.site.tar.gz')
    .option('--encrypt', '以密語加密（age 格式），密語取自 BACKUP_PASSPHRASE 或 BACKUP_PASSPHRASE_FILE')
    .action(async (code: string, file: string, options: { encrypt?: boolean }) => {
      const service = await moves();
      const { manifest, people } = await archiveWork(() => {
        const passphrase = options.encrypt ? checkNewPassphrase(passphraseFrom(io.env)) : undefined;
        return service.exportSite(code, file, passphrase ? { passphrase } : undefined);
      });
      const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
      io.stdout.write(
        `已${options.encrypt ? '加密' : ''}匯出網站 ${code}（${manifest.site.name}）到 ${file}：` +
          `資料 ${rows} 筆、媒體檔 ${manifest.media.length} 個。\n` +
          (people.length === 0
            ? ''
            : `人員 ${people.length} 位（${people.join('、')}）只帶著姓名、電子郵件與權限，不含密碼與兩步驟驗證；` +
              '匯入後需在新伺服器重設密碼。\n'),
      );
    });

  program
    .command('import')
    .description('把 export 的封存檔加入本伺服器成為新網站（網站代碼或網址已被使用時拒絕）')
    .argument('<file>', '封存檔路徑')
    .option('--code <代碼>', '以其他網站代碼匯入')
    .option('--host <主機>', '以其他網址匯入（不沿用封存檔的網址與其他網址）')
    .option('--alias <主機>', '與 --host 一起使用：其他網址（可重複）', collect, [])
    .action(async (file: string, options: { code?: string; host?: string; alias: string[] }) => {
      const service = await moves();
      const outcome = await archiveWork(() =>
        service.importSite(file, {
          code: options.code,
          host: options.host,
          aliases: options.alias,
          passphrase: passphraseFrom(io.env),
        }),
      );
      const rows = Object.values(outcome.rows).reduce((sum, count) => sum + count, 0);
      io.stdout.write('已匯入網站：');
      printSite(io, outcome.site);
      io.stdout.write(
        `資料 ${rows} 筆、媒體檔 ${outcome.manifest.media.length} 個（${outcome.manifest.exportedAt} 匯出）。\n` +
          resetAdvice(outcome.site.code, outcome.newPeople) +
          (outcome.joinedPeople.length === 0
            ? ''
            : `本伺服器原有的帳號 ${outcome.joinedPeople.join('、')}（電子郵件相同）以原本的密碼加入了這個網站。\n`),
      );
    });

  return program;
}

/** Runs one command line (`add museum --host …`, without node and the script); answers its exit code. */
export async function runSites(
  argv: readonly string[],
  io: CliIo = PROCESS_IO,
  /** The command's time (a removal's date); the tests give theirs. */
  clock: Clock = systemClock,
): Promise<number> {
  let storage: Storage | undefined;
  const open = async (use: DatabaseUse): Promise<SitesCommandServices> => {
    const { server, storage: opened } = await openCliStorage(io, use);
    storage = opened;
    const hasher = new PasswordHasher();
    const policy = passwordPolicyOf(server.security);
    const sites = new SitesService(
      opened,
      (site, seed, role) => new SiteSeedService(site, hasher, policy, clock).plant(seed, role),
      clock,
      server.publicOrigin,
    );
    const keyFile = server.databaseUrl === undefined ? keyFileBeside(server.dbPath) : null;
    return {
      sites,
      moves: new SiteMoveService(opened, sites, clock, mediaDirOf(server), server.publicOrigin, keyFile),
    };
  };
  return runProgram(buildSitesProgram(open, io), argv, io, () => storage);
}
