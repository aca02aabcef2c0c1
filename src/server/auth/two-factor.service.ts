import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import type { TwoFactorEnrolment } from '../../shared/accounts.types';
import { immediate, type SqliteDatabase } from '../database/sqlite.database';
import type { Clock } from '../platform/clock';

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

/**
 * sha256 is enough for recovery codes: unlike passwords, they are 50 random bits, out of reach of a
 * dictionary, so a slow hash would only slow the login.
 */
const hashRecoveryCode = (canonical: string): string => createHash('sha256').update(canonical).digest('hex');

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
 * Two-step login with TOTP (RFC 6238, otpauth) and one-time recovery codes (issue 22). The time
 * step of the last accepted code is kept in `users.totp_last_step`: a code, and any code of an
 * earlier step, is accepted once, so a code seen over a shoulder cannot be replayed.
 */
export class TwoFactorService {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly clock: Clock,
  ) {}

  /** A new secret, pending until a code from it is confirmed; any earlier pending one is dropped. */
  begin(account: string, issuer: string): TwoFactorEnrolment {
    const secret = new Secret({ size: 20 }).base32;
    this.db.prepare('UPDATE users SET totp_pending_secret = ? WHERE account = ?').run(secret, account);
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
   * or the code is wrong.
   */
  confirm(account: string, code: string): string[] | null {
    return immediate(this.db, () => {
      const row = this.db.prepare('SELECT totp_pending_secret FROM users WHERE account = ?').get(account) as
        { totp_pending_secret: string | null } | undefined;
      const pending = row?.totp_pending_secret;
      if (!pending) return null;
      const step = this.acceptedStep(pending, code);
      if (step === null) return null;
      this.db
        .prepare(
          'UPDATE users SET totp_secret = ?, totp_pending_secret = NULL, totp_last_step = ? WHERE account = ?',
        )
        .run(pending, step, account);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      this.db.prepare('DELETE FROM recovery_codes WHERE account = ?').run(account);
      const insert = this.db.prepare('INSERT INTO recovery_codes (account, code_hash) VALUES (?, ?)');
      for (const recoveryCode of codes) insert.run(account, hashRecoveryCode(recoveryCode));
      return codes;
    });
  }

  /**
   * Checks the second step of a login: a current code from the account's secret, or one of its
   * unused recovery codes. Either is spent by the check, in one conditional write, so two logins
   * racing with one code cannot both pass.
   */
  verify(account: string, typed: string): SecondStep | null {
    const row = this.db.prepare('SELECT totp_secret FROM users WHERE account = ?').get(account) as
      { totp_secret: string | null } | undefined;
    if (!row?.totp_secret) return null;
    const code = typed.replace(/\s/g, '');
    if (/^\d{6}$/.test(code)) {
      const step = this.acceptedStep(row.totp_secret, code);
      if (step === null) return null;
      const { changes } = this.db
        .prepare(
          'UPDATE users SET totp_last_step = @step WHERE account = @account AND (totp_last_step IS NULL OR totp_last_step < @step)',
        )
        .run({ step, account });
      return changes === 1 ? 'totp' : null;
    }
    const canonical = canonicalRecoveryCode(code);
    if (canonical === null) return null;
    const { changes } = this.db
      .prepare(
        'UPDATE recovery_codes SET used_at = ? WHERE account = ? AND code_hash = ? AND used_at IS NULL',
      )
      .run(this.clock.now(), account, hashRecoveryCode(canonical));
    return changes === 1 ? 'recovery' : null;
  }

  recoveryCodesLeft(account: string): number {
    return (
      this.db
        .prepare('SELECT COUNT(*) AS n FROM recovery_codes WHERE account = ? AND used_at IS NULL')
        .get(account) as { n: number }
    ).n;
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
