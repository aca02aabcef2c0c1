import fs from 'node:fs';
import { pipeline, Readable, Transform } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import type * as Age from 'age-encryption';
import type { Stanza } from 'age-encryption';
import { BackupRefused } from './backup-archive-errors';

/**
 * `npm run backup -- --encrypt`: the archive as an age file (age-encryption.org/v1, the
 * `age-encryption` package by age's author), sealed with a passphrase through age's scrypt
 * recipient. Streamed both ways, so memory does not grow with the archive. Any age tool opens it
 * (`age -d site.tar.gz.age > site.tar.gz`), so a restore never depends on this server's code.
 */

/**
 * age-encryption, loaded on first use through a dynamic import, so Node links it as the ES module
 * it is. A static import of it from the server's CommonJS goes through tsx's conversion, where each
 * call of scrypt's inner functions reads a getter: 12 s for one scrypt of work factor 18 instead
 * of 1.2 s (docs/performance.md, "Where the test suite's time goes").
 */
let age: Promise<typeof Age> | undefined;
const loadAge = () => (age ??= import('age-encryption'));

/** An encrypted archive's first line. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n', 'latin1');
/**
 * The scrypt work factor (log2 N) of age's passphrase recipient: age's own default, about 2.4 s
 * and 260 MB to encrypt or open here. An archive asking for more is refused before any scrypt runs
 * (age itself allows up to 20, 1 GB), so a file from outside cannot make a restore take the memory.
 */
export const WORK_FACTOR = 18;
export const PASSPHRASE_MIN_LENGTH = 16;

/** An encrypted archive without its passphrase, or with a wrong one: its own exit code. */
export class PassphraseRefused extends BackupRefused {}

/** Where the passphrase comes from: never the command line, which `ps` shows to every user. */
export function passphraseFrom(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.BACKUP_PASSPHRASE_FILE?.trim();
  if (file) {
    if (!fs.existsSync(file)) throw new PassphraseRefused(`找不到 BACKUP_PASSPHRASE_FILE 指的檔案：${file}`);
    // One line: the line break an editor leaves is not part of it.
    return fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  }
  const text = env.BACKUP_PASSPHRASE;
  return text ? text : undefined;
}

/** A passphrase strong enough for an archive anyone may copy and attack offline. */
export function checkNewPassphrase(passphrase: string | undefined): string {
  if (passphrase === undefined)
    throw new PassphraseRefused(
      '--encrypt 需要密語：請以環境變數 BACKUP_PASSPHRASE 或 BACKUP_PASSPHRASE_FILE（檔案路徑）提供，不要寫在命令列上',
    );
  if ([...passphrase].length < PASSPHRASE_MIN_LENGTH)
    throw new PassphraseRefused(
      `備份密語至少要 ${PASSPHRASE_MIN_LENGTH} 個字元（可用 openssl rand -base64 24 產生）`,
    );
  return passphrase;
}

/** Whether the file starts as an age file does. */
export function isEncryptedArchive(file: string): boolean {
  const head = Buffer.alloc(AGE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.equals(AGE_MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

/** The archive's bytes, sealed as they come: an age stream of `source`. */
export async function encrypting(
  source: AsyncIterable<Uint8Array>,
  passphrase: string,
  workFactor = WORK_FACTOR,
): Promise<Readable> {
  const { Encrypter } = await loadAge();
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(workFactor);
  encrypter.setPassphrase(passphrase);
  const sealed = await encrypter.encrypt(
    ReadableStream.from(source) as unknown as globalThis.ReadableStream<Uint8Array>,
  );
  return Readable.fromWeb(sealed as unknown as ReadableStream<Uint8Array>);
}

/**
 * The plain archive of an encrypted one, as a stream. The header is checked first: a passphrase
 * recipient, no more work than we write. A wrong passphrase is found here, before anything is read
 * past the header; a changed or cut byte later fails the stream (age authenticates every 64 KB).
 */
export async function decrypting(
  file: string,
  passphrase: string | undefined,
  chunkBytes: number,
): Promise<Readable> {
  if (passphrase === undefined)
    throw new PassphraseRefused(
      `這份備份已加密：請以 BACKUP_PASSPHRASE 或 BACKUP_PASSPHRASE_FILE 提供備份時的密語，再還原（${file}）`,
    );
  const { Decrypter } = await loadAge();
  const decrypter = new Decrypter();
  let refusal: BackupRefused | null = null;
  // Tried before the passphrase: it refuses, before any scrypt runs, what we would not write.
  decrypter.addIdentity({
    unwrapFileKey(stanzas: Stanza[]) {
      const scrypt = stanzas.find((stanza) => stanza.args[0] === 'scrypt');
      if (!scrypt)
        refusal = new PassphraseRefused('這份備份不是以密語加密的（age 的金鑰收件者），無法以密語還原');
      else if (!(Number(scrypt.args[2]) <= WORK_FACTOR))
        refusal = new BackupRefused(
          `備份檔要求的密語運算量（scrypt ${scrypt.args[2]}）超過 ${WORK_FACTOR}，已拒絕`,
        );
      if (refusal) throw refusal;
      return null;
    },
  });
  decrypter.addPassphrase(passphrase);
  const input = Readable.toWeb(fs.createReadStream(file, { highWaterMark: 64 * 1024 }));
  try {
    const plain = await decrypter.decrypt(input as unknown as globalThis.ReadableStream<Uint8Array>);
    // age's chunks are 64 KB: cut into pieces of `chunkBytes`, so each read stays as small as a
    // plain archive's (gzip inflates each piece before the tar entry is checked).
    const pieces = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        for (let at = 0; at < chunk.length; at += chunkBytes) this.push(chunk.subarray(at, at + chunkBytes));
        done();
      },
    });
    return pipeline(
      Readable.fromWeb(plain as unknown as ReadableStream<Uint8Array>),
      pieces,
      () => undefined,
    );
  } catch (error) {
    if (refusal) throw refusal;
    if (error instanceof Error && /no identity matched/.test(error.message))
      throw new PassphraseRefused(`備份密語不正確，無法解開這份加密備份（${file}）`);
    throw new BackupRefused(`無法讀取加密備份的檔頭（不是 themesite 的備份，或已損壞）：${file}`);
  }
}
