import { Command, CommanderError } from 'commander';
import { BackupRefused } from '../backup/backup-archive';
import { backupSite, restoreSite, type SitePlace } from '../backup/backup.service';
import { mediaDirOf, readOptionsFromEnv } from '../server-options';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (issue 25): one archive of the site's
 * database and media, written while the server runs, and put back on an empty site. The site is
 * the one the server would open: DATABASE_URL, else DB_PATH, and MEDIA_DIR.
 */

export const EXIT = { ok: 0, unexpected: 1, usage: 2, refused: 3 } as const;

/** The site the environment names, as the server would read it. */
export function sitePlaceOf(env: NodeJS.ProcessEnv): SitePlace {
  const { server } = readOptionsFromEnv(env);
  return {
    database: server.databaseUrl
      ? { engine: 'postgres', url: server.databaseUrl }
      : { engine: 'sqlite', dbPath: server.dbPath },
    mediaDir: mediaDirOf(server),
  };
}

const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function buildBackupProgram(place: () => SitePlace, write: (line: string) => void): Command {
  const program = new Command('themesite-backup')
    .description('網站備份與還原：資料庫與媒體檔，一個封存檔')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('backup')
    .description('備份執行中的網站（資料庫與媒體檔）到一個封存檔')
    .argument('<file>', '封存檔路徑，例如 backups/site-2026-11-26.tar.gz')
    .action(async (file: string) => {
      const manifest = await backupSite(place(), file, new Date());
      const media = manifest.media.reduce((sum, entry) => sum + entry.bytes, 0);
      write(
        `已備份到 ${file}：資料庫（${manifest.engine}，版本 ${manifest.schemaStep}，${size(manifest.database.bytes)}）、` +
          `媒體檔 ${manifest.media.length} 個（${size(media)}）。`,
      );
    });

  program
    .command('restore')
    .description('把封存檔還原到空的網站（資料庫與媒體資料夾都必須是空的）')
    .argument('<file>', '封存檔路徑')
    .action(async (file: string) => {
      const target = place();
      const { manifest, copied } = await restoreSite(target, file);
      const rows = copied ? `，共複製 ${Object.values(copied).reduce((a, b) => a + b, 0)} 筆資料` : '';
      write(
        `已從 ${file} 還原（${manifest.createdAt} 的 ${manifest.engine} 備份）到 ${target.database.engine}${rows}；` +
          `媒體檔 ${manifest.media.length} 個。`,
      );
    });
  return program;
}

export function failureOf(error: unknown): { code: number; message: string | null } {
  if (error instanceof CommanderError)
    return { code: error.exitCode === 0 ? EXIT.ok : EXIT.usage, message: null };
  if (error instanceof BackupRefused) return { code: EXIT.refused, message: error.message };
  return {
    code: EXIT.unexpected,
    message: `非預期的錯誤：${error instanceof Error ? error.message : String(error)}`,
  };
}

async function main(): Promise<void> {
  const program = buildBackupProgram(
    () => sitePlaceOf(process.env),
    (line) => process.stdout.write(`${line}\n`),
  );
  try {
    await program.parseAsync(process.argv);
    process.exitCode = EXIT.ok;
  } catch (error) {
    const { code, message } = failureOf(error);
    if (message) process.stderr.write(`${message}\n`);
    process.exitCode = code;
  }
}

void main();
