import { randomBytes } from 'node:crypto';
import {
  isSealed,
  keyIdOf,
  newSecretKeyText,
  parseSecretKey,
  SecretBox,
  SecretKeyInvalid,
  SecretUnreadable,
} from '../../../src/server/platform/secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('reading SECRET_KEY', () => {
  it('takes 32 random bytes as base64, base64url or hex, and gives one id for one key', () => {
    const bytes = randomBytes(32);
    const ids = [
      bytes.toString('base64'),
      bytes.toString('base64url'),
      bytes.toString('hex'),
      ` ${bytes.toString('hex').toUpperCase()}\n`,
    ].map((text) => parseSecretKey(text).id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(parseSecretKey(newSecretKeyText()).id).not.toBe(ids[0]);
  });

  it('refuses anything else in one zh-TW line that never repeats the value', () => {
    const short = randomBytes(16).toString('base64');
    for (const text of ['', 'changeme', short, randomBytes(33).toString('base64'), `${'g'.repeat(64)}`]) {
      let refusal: unknown;
      try {
        parseSecretKey(text);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(SecretKeyInvalid);
      expect((refusal as Error).message).toMatch(
        /^SECRET_KEY 必須是 32 位元組的隨機金鑰[^\n]*openssl rand -base64 32/,
      );
      if (text) expect((refusal as Error).message).not.toContain(text);
    }
  });

  it('refuses a key that is plainly not random', () => {
    expect(() => parseSecretKey('0'.repeat(64))).toThrow(/^SECRET_KEY 看起來不是隨機產生的/);
    expect(() => parseSecretKey(Buffer.alloc(32, 'ab').toString('base64'))).toThrow(/不是隨機/);
  });

  it('names the key in its messages as the caller says', () => {
    expect(() => parseSecretKey('x', 'SECRET_KEY_PREVIOUS 的第 1 把金鑰')).toThrow(
      /^SECRET_KEY_PREVIOUS 的第 1 把金鑰 必須是/,
    );
  });

  it('keeps the key bytes out of JSON and logs', () => {
    const text = newSecretKeyText();
    const key = parseSecretKey(text);
    expect(JSON.stringify(key)).toBe(`{"id":"${key.id}"}`);
    expect(JSON.stringify(new SecretBox(key))).not.toContain(text);
  });
});

describe('the secret box', () => {
  const key = parseSecretKey(newSecretKeyText());
  const other = parseSecretKey(newSecretKeyText());

  it('seals in a versioned envelope naming its key, different every time, and opens it', () => {
    const box = new SecretBox(key);
    const one = box.seal(SECRET, 'totp:chief');
    const two = box.seal(SECRET, 'totp:chief');
    expect(one).toMatch(new RegExp(`^v1:${key.id}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$`));
    expect(one).not.toBe(two);
    expect(one).not.toContain(SECRET);
    expect(isSealed(one)).toBe(true);
    expect(isSealed(SECRET)).toBe(false);
    expect(keyIdOf(one)).toBe(key.id);
    expect(keyIdOf(SECRET)).toBeNull();
    expect(box.open(one, 'totp:chief')).toBe(SECRET);
    expect(box.open(two, 'totp:chief')).toBe(SECRET);
    expect(box.open(box.seal('', 'x'), 'x')).toBe('');
  });

  it('recognises a value sealed with another key, and names the key it needs', () => {
    const sealed = new SecretBox(other).seal(SECRET, 'totp:chief');
    const box = new SecretBox(key);
    expect(box.knows(other.id)).toBe(false);
    let refusal: unknown;
    try {
      box.open(sealed, 'totp:chief');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SecretUnreadable);
    expect(refusal).toMatchObject({ keyId: other.id });
    expect((refusal as Error).message).toContain(`金鑰 ${other.id}`);
  });

  it('refuses a changed value, a value of another row, and a changed key id', () => {
    const box = new SecretBox(key);
    const sealed = box.seal(SECRET, 'totp:chief');
    const parts = sealed.split(':');
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const changed = [...parts.slice(0, 4), flipped(parts[4]!)].join(':');
    expect(() => box.open(changed, 'totp:chief')).toThrow(SecretUnreadable);
    expect(() =>
      box.open([...parts.slice(0, 3), flipped(parts[3]!), parts[4]].join(':'), 'totp:chief'),
    ).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'totp:clerk')).toThrow(/不屬於這一列/);
    // The same cipher text presented as sealed with another known key does not open either.
    const both = new SecretBox(key, [other]);
    expect(() => both.open([parts[0], other.id, ...parts.slice(2)].join(':'), 'totp:chief')).toThrow(
      SecretUnreadable,
    );
    expect(() => box.open('v1:short', 'totp:chief')).toThrow(/不是加密的格式/);
  });

  it('opens what a previous key sealed and re-seals it with the current one', () => {
    const old = new SecretBox(other).seal(SECRET, 'totp:chief');
    const rotating = new SecretBox(key, [other]);
    expect(rotating.open(old, 'totp:chief')).toBe(SECRET);
    const resealed = rotating.reseal(old, 'totp:chief');
    expect(keyIdOf(resealed)).toBe(key.id);
    expect(new SecretBox(key).open(resealed, 'totp:chief')).toBe(SECRET);
    // Clear text (an older server's row) is sealed; a value already current is kept as it is.
    expect(new SecretBox(key).open(rotating.reseal(SECRET, 'totp:chief'), 'totp:chief')).toBe(SECRET);
    expect(rotating.reseal(resealed, 'totp:chief')).toBe(resealed);
  });
});
