import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP as RFC 6238 and every authenticator app has it: SHA-1, 6 digits, 30-second
 * steps (the otpauth library), and single-use recovery codes. Decision 0010.
 */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed just as it rolled over. */
const WINDOW = 1;

function totpFor(secret: string, label = 'account', issuer = '') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  return totpFor(secret, accountName, issuer).toString();
}

/** The QR code of the URI as a data: URL (PNG), for an <img> the page's CSP allows. */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}

/**
 * The time step a code belongs to when it is valid now (within one step either
 * side), else undefined. The caller keeps the last step used so a code works once.
 */
export function matchTotp(secret: string, code: string, now = Date.now()): number | undefined {
  const token = code.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

// No 0/o, 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ten characters (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed, reduced to its letters: any case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether a typed code could be a recovery code at all (a 6-digit TOTP code cannot): only these are verified against the hashes. */
export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`).test(normaliseRecoveryCode(code));
}

/** The unsalted SHA-256 that codes issued before decision 0035 were kept as (still accepted once each). */
export function legacyRecoveryCodeDigest(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
