import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { checkNewPassphrase, passphraseFrom, PassphraseRefused } from '../backup/archive-encryption';
import { BackupRefused, SecretKeyRefused } from '../backup/backup-archive';
import {
  backupSite,
  recordBackup,
  restoreSite,
  type BackupRecord,
  type RestoreOptions,
  type SitePlace,
} from '../backup/backup.service';
import { systemClock } from '../platform/clock';
import { secretKeysForRestore } from '../platform/secret-keys';
import { mediaDirOf, readOptionsFromEnv } from '../server-options';
import { openStorage } from '../storage/open-storage';
import { PROCESS_IO, runProgram, type CliIo } from './cli-support';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: one archive of the site's
 * database and media, written while the server runs, and put back on an empty site. The site is
 * the one the server would open: DATABASE_URL, else DB_PATH, and MEDIA_DIR.
 */

/**
 * 3: the archive or the target is refused (a bad manifest, a damaged file, a site that is not
 * empty); 4: the key in force does not open the archive's two-step secrets (the message names the
 * key id needed); 5: an encrypted archive without its passphrase or with a wrong one, or
 * `--encrypt` without a usable passphrase.
 */
export const EXIT = { ok: 0, unexpected: 1, usage: 2, refused: 3, secretKey: 4, passphrase: 5 } as const;

/**
 * The site the environment names, as the server would read it. pg_dump and pg_restore run in the
 * same environment (PGPASSWORD, PGSSLMODE, PATH…).
 */
export function sitePlaceOf(env: NodeJS.ProcessEnv): SitePlace {
  const { server } = readOptionsFromEnv(env);
  return {
    database: server.databaseUrl
      ? { engine: 'postgres', url: server.databaseUrl, env }
      : { engine: 'sqlite', dbPath: server.dbPath },
    mediaDir: mediaDirOf(server),
  };
}

/** What a restore needs beside the site: the keys in force there, and the archive's passphrase. */
export function restoreOptionsOf(env: NodeJS.ProcessEnv): RestoreOptions {
  const { server } = readOptionsFromEnv(env);
  const passphrase = passphraseFrom(env);
  return {
    keys: secretKeysForRestore(server),
    ...(passphrase !== undefined ? { passphrase } : {}),
  };
}

/**
 * The backup's row in the audit log of each site the environment's database holds (the same
 * database the archive was made of), as the command line's actor `cli`.
 */
export async function recordBackupOf(env: NodeJS.ProcessEnv, archive: BackupRecord): Promise<string[]> {
  const { server } = readOptionsFromEnv(env);
  const storage = await openStorage(server);
  try {
    return await recordBackup(storage, systemClock, archive);
  } finally {
    await storage.close();
  }
}

const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The two commands, on `io`'s environment and streams; failures are thrown, never exited. */
export function buildBackupProgram(io: CliIo): Command {
  const write = (line: string) => void io.stdout.write(`${line}\n`);
  const program = new Command('themesite-backup')
    .description('網站備份與還原：資料庫與媒體檔，一個封存檔')
    .exitOverride()
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
    });

  program
    .command('backup')
    .description('備份執行中的網站（資料庫與媒體檔）到一個封存檔')
    .argument('<file>', '封存檔路徑，例如 backups/site-2026-11-26.tar.gz')
    .option('--encrypt', '以密語加密（age 格式），密語取自 BACKUP_PASSPHRASE 或 BACKUP_PASSPHRASE_FILE')
    .action(async (file: string, flags: { encrypt?: boolean }) => {
      const passphrase = flags.encrypt ? checkNewPassphrase(passphraseFrom(io.env)) : undefined;
      const manifest = await backupSite(
        sitePlaceOf(io.env),
        file,
        new Date(),
        passphrase ? { passphrase } : undefined,
      );
      const media = manifest.media.reduce((sum, entry) => sum + entry.bytes, 0);
      await recordBackupOf(io.env, {
        file: path.basename(file),
        bytes: fs.statSync(file).size,
        encrypted: Boolean(passphrase),
      });
      write(
        `已${passphrase ? '加密' : ''}備份到 ${file}：資料庫（${manifest.engine}，版本 ${manifest.schemaStep}，${size(manifest.database.bytes)}）、` +
          `媒體檔 ${manifest.media.length} 個（${size(media)}）。`,
      );
    });

  program
    .command('restore')
    .description('把封存檔還原到空的網站（資料庫與媒體資料夾都必須是空的）')
    .argument('<file>', '封存檔路徑')
    .action(async (file: string) => {
      const target = sitePlaceOf(io.env);
      const { manifest, copied } = await restoreSite(target, file, restoreOptionsOf(io.env));
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
  if (error instanceof SecretKeyRefused) return { code: EXIT.secretKey, message: error.message };
  if (error instanceof PassphraseRefused) return { code: EXIT.passphrase, message: error.message };
  if (error instanceof BackupRefused) return { code: EXIT.refused, message: error.message };
  return {
    code: EXIT.unexpected,
    message: `非預期的錯誤：${error instanceof Error ? error.message : String(error)}`,
  };
}

/**
 * Runs `backup <file> [--encrypt]` or `restore <file>` (`argv` without node and the script): the
 * environment only from `io.env`, output only on `io`'s streams, and the exit code returned. The
 * tests run it in their own process; backup.cli.ts runs it on the process's own.
 */
export function runBackup(argv: readonly string[], io: CliIo = PROCESS_IO): Promise<number> {
  // The audit row's storage is opened and closed inside the backup's action, whatever happens.
  return runProgram(buildBackupProgram(io), argv, io, () => undefined, failureOf);
}
