import { spawn } from 'node:child_process';
import { totpContext } from '../auth/two-factor.service';
import { isSealed, keyIdOf, SecretUnreadable, type SecretBox } from '../platform/secret-box';
import { postgresProgram } from '../storage/postgres/postgres-programs';
import { readSqliteFile } from '../storage/sqlite/sqlite-snapshot';
import { BackupRefused, SecretKeyRefused } from './backup-archive-errors';

/** A sealed TOTP secret found in an archive's database, with the account it belongs to. */
export interface SealedSecret {
  account: string;
  sealed: string;
}

const sealedOf = (rows: Array<{ account: string; secrets: Array<string | null> }>): SealedSecret[] =>
  rows.flatMap(({ account, secrets }) =>
    secrets
      .filter((value): value is string => value !== null && isSealed(value))
      .map((sealed) => ({ account, sealed })),
  );

/** The sealed secrets of an unpacked SQLite database (brought to this server's schema first). */
export async function sealedSecretsInSqlite(file: string): Promise<SealedSecret[]> {
  const source = readSqliteFile(file);
  try {
    const rows = await source.kysely
      .selectFrom('users')
      .select(['account', 'totp_secret', 'totp_pending_secret'])
      .execute();
    return sealedOf(
      rows.map((row) => ({ account: row.account, secrets: [row.totp_secret, row.totp_pending_secret] })),
    );
  } finally {
    source.close();
  }
}

/** One field of COPY's text format: `\N` is null, backslash escapes as PostgreSQL writes them. */
function copyField(text: string): string | null {
  if (text === '\\N') return null;
  const escapes: Record<string, string> = {
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
  };
  return text.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === 'x') return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return escapes[code] ?? code;
  });
}

/** More than any users table of ours: a dump's users data larger than this is not read whole. */
const USERS_DATA_MAX = 64 * 1024 * 1024;

/**
 * The sealed secrets of a pg_dump archive, read without restoring it: `pg_restore --data-only
 * --table=users` writes the table's COPY block as text, whose header names the columns. It runs
 * in `env` (the command's environment), by default this process's.
 */
export function sealedSecretsInPostgresDump(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SealedSecret[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresProgram('pg_restore'), ['--data-only', '--table=users', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const chunks: Buffer[] = [];
    let bytes = 0;
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > USERS_DATA_MAX) {
        child.kill();
        reject(new BackupRefused('備份檔的帳號資料過大，已停止還原。'));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`pg_restore could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pg_restore failed: ${stderr.trim()}`));
      const lines = Buffer.concat(chunks).toString('utf8').split('\n');
      const start = lines.findIndex((line) => /^COPY (?:"?public"?\.)?"?users"? \(/.test(line));
      if (start < 0) return resolve([]);
      const columns = /\((.*)\) FROM stdin;$/.exec(lines[start]!)?.[1]?.split(', ') ?? [];
      const at = (name: string) => columns.indexOf(name);
      const rows: Array<{ account: string; secrets: Array<string | null> }> = [];
      for (const line of lines.slice(start + 1)) {
        if (line === '\\.') break;
        const fields = line.split('\t').map(copyField);
        const account = fields[at('account')];
        if (typeof account !== 'string') continue;
        rows.push({
          account,
          secrets: ['totp_secret', 'totp_pending_secret'].map((name) =>
            at(name) < 0 ? null : (fields[at(name)] ?? null),
          ),
        });
      }
      resolve(sealedOf(rows));
    });
  });
}

/**
 * Checks that the key in force opens the archive's two-step secrets: for each key id they were
 * sealed with, one of them is opened. Refuses (SecretKeyRefused) with the key ids the archive
 * needs and where the key in force came from, so the drill knows which key to carry over; a
 * database without sealed secrets needs no key.
 */
export function checkArchiveSecrets(
  secrets: readonly SealedSecret[],
  keys: { box: SecretBox | null; where: string },
): void {
  const byKey = new Map<string, SealedSecret[]>();
  for (const secret of secrets) {
    const keyId = keyIdOf(secret.sealed)!;
    byKey.set(keyId, [...(byKey.get(keyId) ?? []), secret]);
  }
  if (byKey.size === 0) return;
  const needed = [...byKey.keys()].sort().join('、');
  const carry =
    '請在還原前設定原網站的 SECRET_KEY（換過金鑰時，舊的放在 SECRET_KEY_PREVIOUS），' +
    '或把原網站資料庫旁的金鑰檔（<DB_PATH>.key）複製到新資料庫旁；金鑰不在備份裡。';
  if (keys.box === null)
    throw new SecretKeyRefused(
      `這份備份的兩步驟驗證密鑰以金鑰 ${needed} 加密，但這裡沒有金鑰（沒有設定 SECRET_KEY，也沒有 ${keys.where}）。${carry}`,
    );
  const box = keys.box;
  const unknown = [...byKey.keys()].filter((keyId) => !box.knows(keyId));
  if (unknown.length > 0)
    throw new SecretKeyRefused(
      `這份備份的兩步驟驗證密鑰以金鑰 ${unknown.sort().join('、')} 加密，但目前的金鑰（${keys.where}）是 ${box.current.id}。${carry}`,
    );
  for (const [keyId, sealed] of byKey) {
    const opened = sealed.some(({ account, sealed: value }) => {
      try {
        box.open(value, totpContext(account));
        return true;
      } catch (error) {
        if (error instanceof SecretUnreadable) return false;
        throw error;
      }
    });
    if (!opened) throw new BackupRefused(`備份檔已損壞：以金鑰 ${keyId} 加密的兩步驟驗證密鑰都打不開。`);
  }
}
