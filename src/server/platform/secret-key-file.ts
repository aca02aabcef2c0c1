import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { newSecretKeyText, parseSecretKey, type SecretKey } from './secret-box';

/**
 * Outside production on SQLite, without `SECRET_KEY`, the key lives in a file beside the database
 * (`<DB_PATH>.key`, e.g. data/themesite.sqlite.key), so `npm start` and `npm run dev` need nothing.
 * It sits beside the database, not in the media folder, so a backup never packs it.
 */
export function keyFileBeside(dbPath: string): string {
  return `${path.resolve(dbPath)}.key`;
}

function readKey(file: string): SecretKey {
  // Only the owner may read it, as the database: a looser mode left by a copy is tightened.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return parseSecretKey(fs.readFileSync(file, 'utf8'), `金鑰檔 ${file} 的內容`);
}

/** The key in the file, or null when there is none (a restore does not make one). */
export function readKeyFile(file: string): SecretKey | null {
  return fs.existsSync(file) ? readKey(file) : null;
}

/**
 * The key in the file, made on the first call. It is written whole under a temporary name (mode
 * 0600) and linked into place, which fails when the name exists: two processes starting at once
 * both end up with the one key that won, and nobody ever reads a half-written file.
 */
export function loadOrCreateKeyFile(file: string): { key: SecretKey; created: boolean } {
  if (fs.existsSync(file)) return { key: readKey(file), created: false };
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${newSecretKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.chmodSync(temporary, 0o600);
    fs.linkSync(temporary, file);
    return { key: readKey(file), created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { key: readKey(file), created: false };
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
