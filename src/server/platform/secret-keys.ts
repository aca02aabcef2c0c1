import { newSecretKeyText, parseSecretKey, SecretBox } from './secret-box';
import { keyFileBeside, loadOrCreateKeyFile, readKeyFile } from './secret-key-file';

/** What decides the key: `SECRET_KEY` (and `SECRET_KEY_PREVIOUS`), else the database's place. */
export interface SecretKeySettings {
  secretKey?: string | undefined;
  previousSecretKeys?: readonly string[] | undefined;
  databaseUrl?: string | undefined;
  dbPath: string;
}

/** The keys in force and where the current one came from, for the start's log line. */
export interface SecretKeysInForce {
  box: SecretBox;
  source: { kind: 'env' } | { kind: 'file'; file: string; created: boolean } | { kind: 'memory' };
}

export const DATABASE_URL_NEEDS_KEY =
  'DATABASE_URL 需要設定 SECRET_KEY（各執行個體必須相同的 32 位元組金鑰，可用 openssl rand -base64 32 產生），兩步驟驗證的密鑰以它加密';

const previousOf = (settings: SecretKeySettings) =>
  (settings.previousSecretKeys ?? []).map((text, index) =>
    parseSecretKey(text, `SECRET_KEY_PREVIOUS 的第 ${index + 1} 把金鑰`),
  );

/**
 * The keys a server starts with. `SECRET_KEY` when set; PostgreSQL without it is refused, since
 * every instance must seal with one key; SQLite without it uses the key file beside the database,
 * made on the first start; an in-memory database gets a key that lives as long as it does.
 */
export function secretKeysForServer(settings: SecretKeySettings): SecretKeysInForce {
  const previous = previousOf(settings);
  if (settings.secretKey !== undefined)
    return { box: new SecretBox(parseSecretKey(settings.secretKey), previous), source: { kind: 'env' } };
  if (settings.databaseUrl) throw new Error(DATABASE_URL_NEEDS_KEY);
  if (settings.dbPath === ':memory:')
    return { box: new SecretBox(parseSecretKey(newSecretKeyText()), previous), source: { kind: 'memory' } };
  const file = keyFileBeside(settings.dbPath);
  const { key, created } = loadOrCreateKeyFile(file);
  return { box: new SecretBox(key, previous), source: { kind: 'file', file, created } };
}

/**
 * The keys a restore checks an archive's secrets against: the same as the server's, but a key file
 * is only read, never made; null when there is no key yet (a new site the server will key itself).
 */
export function secretKeysForRestore(
  settings: SecretKeySettings,
): { box: SecretBox; where: string } | { box: null; where: string } {
  const previous = previousOf(settings);
  if (settings.secretKey !== undefined)
    return { box: new SecretBox(parseSecretKey(settings.secretKey), previous), where: 'SECRET_KEY' };
  if (settings.databaseUrl) throw new Error(DATABASE_URL_NEEDS_KEY);
  const file = keyFileBeside(settings.dbPath);
  const key = readKeyFile(file);
  return { box: key ? new SecretBox(key, previous) : null, where: file };
}
