import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import type { TwoFactorEnrolment } from '../../shared/accounts.types';
import type { Clock } from '../platform/clock';
import { isSealed, type SecretBox } from '../platform/secret-box';
import type { SiteStorage } from '../ports/storage.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import {
  candidateHashes,
  defaultRecoveryHashing,
  hashRecoveryCodes,
  type RecoveryHashing,
} from './recovery-code.hash';

/** RFC 6238 as every authenticator app reads it by default. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side: a phone whose clock is up to 30 s off, or a code typed as it turned. */
const STEP_WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case base32 without 0/o and 1/l: read off paper and typed. 10 × 5 bits = 50 random bits. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/** What a second step was proved with. */
export type SecondStep = 'totp' | 'recovery';

/** What a TOTP secret is sealed against: the account's row, so a value copied to another does not open. */
export const totpContext = (account: string): string => `totp:${account}`;

/** `ABCDE-FGHJK`, `abcdefghjk`, ` abcde fghjk ` → `abcde-fghjk`, or null when it cannot be one. */
function canonicalRecoveryCode(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  return RECOVERY_PATTERN.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null;
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

const totpOf = (secret: string, issuer = '', label = ''): TOTP =>
  new TOTP({ ...TOTP_SETTINGS, issuer, label, secret: Secret.fromBase32(secret) });

/**
 * Two-step login with TOTP (RFC 6238, otpauth) and one-time recovery codes. The time
 * step of the last accepted code is kept in `users.totp_last_step`: a code, and any code of an
 * earlier step, is accepted once, so a code seen over a shoulder cannot be replayed.
 *
 * The secrets are stored sealed with `SECRET_KEY` (platform/secret-box.ts) and opened only here;
 * a secret stored in clear by an older server is still read, and sealed at the next start
 * (secrets-at-rest.ts). Recovery codes are stored as slow hashes (recovery-code.hash.ts).
 */
export class TwoFactorService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    private readonly hashing: RecoveryHashing = defaultRecoveryHashing,
  ) {}

  /** A new secret, pending until a code from it is confirmed; any earlier pending one is dropped. */
  async begin(account: string, issuer: string): Promise<TwoFactorEnrolment> {
    const secret = new Secret({ size: 20 }).base32;
    await this.storage.stores.accounts.setPendingTotp(account, this.box.seal(secret, totpContext(account)));
    const uri = totpOf(secret, issuer, account).toString();
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    const qrSvg = qr.createSvgTag({
      cellSize: 4,
      margin: 16,
      scalable: true,
      // role="img" with a title it is labelled by: a screen reader names the picture.
      title: {
        text: `兩步驟驗證設定 QR 碼（帳號 ${account}），請以驗證器 App 掃描`,
        id: 'two-factor-qr-title',
      },
    } as Parameters<typeof qr.createSvgTag>[0]);
    return { secret, uri, qrSvg };
  }

  /**
   * Confirms the pending secret with a code from it: it becomes the account's secret, and 10 new
   * recovery codes replace the old ones, answered once in clear. Null when there is nothing pending
   * or the code is wrong. The codes are hashed first, outside the unit of work (scrypt never runs
   * inside one), once the code is seen to fit; then one unit under `{ account }` checks again,
   * enables, and runs `alongside` (the caller's audit, the sessions it ends).
   */
  async confirm(
    account: string,
    code: string,
    alongside: (tx: TransactionStores) => Promise<void> = async () => undefined,
  ): Promise<string[] | null> {
    const pending = (await this.storage.stores.users.find(account))?.totpPendingSecret;
    if (!pending || this.acceptedStep(this.secretOf(account, pending), code) === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await hashRecoveryCodes(this.hashing, codes);
    return this.storage.write({ account }, async (tx) => {
      const stillPending = (await tx.users.find(account))?.totpPendingSecret;
      if (!stillPending) return null;
      const secret = this.secretOf(account, stillPending);
      const step = this.acceptedStep(secret, code);
      if (step === null) return null;
      await tx.accounts.enableTotp(account, this.box.seal(secret, totpContext(account)), step, hashes);
      await alongside(tx);
      return codes;
    });
  }

  /**
   * Checks the second step of a login: a current code from the account's secret, or one of its
   * unused recovery codes. Either is spent by the check, in one conditional write under the
   * account's lock, so two logins racing with one code cannot both pass.
   */
  async verify(account: string, typed: string): Promise<SecondStep | null> {
    const code = typed.replace(/\s/g, '');
    if (/^\d{6}$/.test(code)) {
      return this.storage.write({ account }, async (tx): Promise<SecondStep | null> => {
        const stored = (await tx.users.find(account))?.totpSecret;
        if (!stored) return null;
        const step = this.acceptedStep(this.secretOf(account, stored), code);
        if (step === null) return null;
        return (await tx.accounts.advanceTotpStep(account, step)) ? 'totp' : null;
      });
    }
    const canonical = canonicalRecoveryCode(code);
    if (canonical === null) return null;
    // The typed code is hashed with the salt of the account's codes before the unit of work; the
    // spend inside it is one conditional write, so two logins racing with one code cannot both pass.
    const stored = await this.storage.stores.accounts.unusedRecoveryHashes(account);
    if (stored.length === 0 || !(await this.storage.stores.users.find(account))?.totpSecret) return null;
    const candidates = await candidateHashes(this.hashing, canonical, stored);
    return this.storage.write({ account }, async (tx): Promise<SecondStep | null> => {
      if (!(await tx.users.find(account))?.totpSecret) return null;
      for (const hash of candidates)
        if (await tx.accounts.useRecoveryCode(account, hash, this.clock.now())) return 'recovery';
      return null;
    });
  }

  recoveryCodesLeft(account: string): Promise<number> {
    return this.storage.stores.accounts.recoveryCodesLeft(account);
  }

  /** The base32 secret of a stored value: sealed, or in clear as an older server stored it. */
  private secretOf(account: string, stored: string): string {
    return isSealed(stored) ? this.box.open(stored, totpContext(account)) : stored;
  }

  /** The time step the code belongs to, within one step of now, or null. */
  private acceptedStep(secret: string, code: string): number | null {
    const trimmed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(trimmed)) return null;
    const timestamp = this.clock.now();
    const delta = totpOf(secret).validate({ token: trimmed, timestamp, window: STEP_WINDOW });
    if (delta === null) return null;
    return TOTP.counter({ period: TOTP_SETTINGS.period, timestamp }) + delta;
  }
}
