import { describe, expect, it } from 'vitest';
import { totpCode as totpCodeAt } from '#tests/support/totp.ts';
import { legacyRecoveryCodeDigest, looksLikeRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below) gives 94287082 at T=59 s;
// six digits are its last six.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vector', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(matchTotp(RFC_SECRET, '287082', 59_000)).toBe(1);
    expect(matchTotp(RFC_SECRET, '287 082', 59_000)).toBe(1);
  });

  it('accepts one step either side and nothing further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCodeAt(secret, now - 90_000), now)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now)).toBeUndefined();
    expect(matchTotp(secret, '12345', now)).toBeUndefined();
  });

  it('writes an otpauth URI with issuer and account', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'Twin Pines Cleaning', 'jdoe');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Twin%20Pines%20Cleaning:jdoe\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(uri).toContain('period=30');
  });

  it('makes ten distinct readable recovery codes, recognised whatever the case, spaces or dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    expect(looksLikeRecoveryCode('ABCDE-FGHJK')).toBe(true);
    expect(looksLikeRecoveryCode('abcde fghjk')).toBe(true);
    // A TOTP code is never verified against the (slow) recovery code hashes.
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('still reads a legacy code as the SHA-256 of its letters, whatever the case or dashes', () => {
    // sha256("abcdefghjk"), worked out with `printf abcdefghjk | sha256sum`.
    const digest = '22f3f00d7f9cfe6eeefa9b71bdcb093a9080fcf4981d2dbf932648fa15a2d793';
    expect(legacyRecoveryCodeDigest('ABCDE-FGHJK')).toBe(digest);
    expect(legacyRecoveryCodeDigest('abcde fghjk')).toBe(digest);
  });
});
