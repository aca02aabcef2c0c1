import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (the TOTP secrets) sealed with `SECRET_KEY`: AES-256-GCM from
 * node:crypto, in a versioned text envelope that names the key it was sealed with,
 *
 *   v1:<key id>:<iv>:<tag>:<ciphertext>      (base64url, no padding)
 *
 * The key id is an HMAC of a fixed label under the key: it tells which key a value needs (a wrong
 * key is recognised, and named in messages) without saying anything about the key itself. The
 * cipher key is derived from `SECRET_KEY` with HKDF, so the configured bytes are never used as a
 * cipher key directly. The context (e.g. `totp:<account>`) is bound as associated data, so a
 * sealed value copied to another row does not open there.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 6;
const ENVELOPE = /^v1:([0-9a-f]{12}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** How a key is written: 32 bytes as base64 (44 characters) or hex (64), e.g. `openssl rand -base64 32`. */
export const SECRET_KEY_FORMAT = '32 位元組的隨機金鑰，寫成 base64（44 個字元）或十六進位（64 個字元）';

/** A key as configured, refused (the message is zh-TW and never repeats the value). */
export class SecretKeyInvalid extends Error {}

/** A sealed value that no key in force opens, or that was changed: `keyId` is what it needs. */
export class SecretUnreadable extends Error {
  constructor(
    message: string,
    readonly keyId: string | null,
  ) {
    super(message);
  }
}

/** A key ready for use: its id, and its cipher key kept out of sight of logs and JSON. */
export interface SecretKey {
  readonly id: string;
}

const cipherKeys = new WeakMap<SecretKey, Buffer>();

function keyFromBytes(bytes: Buffer): SecretKey {
  const id = createHmac('sha256', bytes)
    .update('themesite secret key id')
    .digest()
    .subarray(0, KEY_ID_BYTES)
    .toString('hex');
  const cipherKey = Buffer.from(
    hkdfSync('sha256', bytes, Buffer.alloc(0), 'themesite secret-box v1', KEY_BYTES),
  );
  const key: SecretKey = Object.freeze({ id });
  cipherKeys.set(key, cipherKey);
  return key;
}

/**
 * Reads a key as `SECRET_KEY` (or a key file) holds it. Refuses anything but 32 bytes in base64,
 * base64url or hex, and bytes that are plainly not random (fewer than 16 distinct values: 32
 * random bytes have about 30), such as a key of zeros or one letter repeated.
 */
export function parseSecretKey(text: string, name = 'SECRET_KEY'): SecretKey {
  const trimmed = text.trim();
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) bytes = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) bytes = Buffer.from(trimmed, 'base64');
  if (bytes === null || bytes.length !== KEY_BYTES)
    throw new SecretKeyInvalid(`${name} 必須是 ${SECRET_KEY_FORMAT}；可用 openssl rand -base64 32 產生`);
  if (new Set(bytes).size < 16)
    throw new SecretKeyInvalid(`${name} 看起來不是隨機產生的；請用 openssl rand -base64 32 產生新的金鑰`);
  return keyFromBytes(bytes);
}

/** A new random key, written as `SECRET_KEY` takes it (base64). */
export function newSecretKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/** True for text in the sealed envelope; anything else is a value stored before sealing existed. */
export function isSealed(text: string): boolean {
  return ENVELOPE.test(text);
}

/** The id of the key a sealed value needs, or null when it is not sealed. */
export function keyIdOf(text: string): string | null {
  return ENVELOPE.exec(text)?.[1] ?? null;
}

const associated = (keyId: string, context: string) => Buffer.from(`${VERSION}:${keyId}:${context}`, 'utf8');

/**
 * Seals with the current key and opens with it or any previous one (`SECRET_KEY_PREVIOUS`, while
 * a rotation re-seals what the old key sealed).
 */
export class SecretBox {
  private readonly keys: ReadonlyMap<string, SecretKey>;

  constructor(
    readonly current: SecretKey,
    readonly previous: readonly SecretKey[] = [],
  ) {
    this.keys = new Map([...previous, current].map((key) => [key.id, key]));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', cipherKeys.get(this.current)!, iv);
    cipher.setAAD(associated(this.current.id, context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, this.current.id, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join(':');
  }

  /** Whether a key in force can open values sealed with `keyId`. */
  knows(keyId: string): boolean {
    return this.keys.has(keyId);
  }

  /** The plain text of a sealed value; throws SecretUnreadable for an unknown key or a changed value. */
  open(sealed: string, context: string): string {
    const match = ENVELOPE.exec(sealed);
    if (!match) throw new SecretUnreadable('這個值不是加密的格式', null);
    const [, keyId, iv, tag, body] = match as unknown as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key)
      throw new SecretUnreadable(`這個值以金鑰 ${keyId} 加密，目前的金鑰（${this.current.id}）打不開`, keyId);
    try {
      const decipher = createDecipheriv('aes-256-gcm', cipherKeys.get(key)!, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(associated(keyId, context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new SecretUnreadable(`以金鑰 ${keyId} 加密的值已被更動，或不屬於這一列`, keyId);
    }
  }

  /** The value sealed with the current key: a clear value sealed, another key's re-sealed, else as is. */
  reseal(stored: string, context: string): string {
    const keyId = keyIdOf(stored);
    if (keyId === this.current.id) return stored;
    return this.seal(keyId === null ? stored : this.open(stored, context), context);
  }
}
