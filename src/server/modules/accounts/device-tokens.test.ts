import { describe, expect, it } from 'vitest';
import { createDeviceTokens } from './device-tokens.ts';

const tokens = createDeviceTokens(Buffer.from('a key only this test knows', 'utf8'));

/** base64url's alphabet, in the order of the six-bit values each character stands for. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('device tokens', () => {
  it('name the user and device of a token the server signed', () => {
    const token = tokens.issue(42);
    expect(tokens.verify(token)).toEqual({ userId: 42, deviceId: token.split('.')[2] });
  });

  it('refuse another key, another user and a malformed token', () => {
    const token = tokens.issue(42);
    expect(createDeviceTokens(Buffer.from('another key', 'utf8')).verify(token)).toBeUndefined();
    expect(tokens.verify(token.replace(/^v1\.42\./, 'v1.43.'))).toBeUndefined();
    expect(tokens.verify(undefined)).toBeUndefined();
    expect(tokens.verify('v1.42.short.sig')).toBeUndefined();
  });

  it('refuse a signature whose last character differs only in the bits base64url leaves unused', () => {
    // 32 bytes in 43 characters: the last character's two low bits carry nothing, so its three
    // neighbours with the same high bits decode to the very same bytes. Each must be refused.
    const token = tokens.issue(7);
    const last = ALPHABET.indexOf(token.at(-1)!);
    const sameBytes = [0, 1, 2, 3].map((low) => ALPHABET[(last & ~3) | low]!).filter((c) => c !== token.at(-1));
    expect(sameBytes).toHaveLength(3);
    for (const c of sameBytes) {
      const twin = token.slice(0, -1) + c;
      expect(Buffer.from(twin.split('.')[3]!, 'base64url')).toEqual(Buffer.from(token.split('.')[3]!, 'base64url'));
      expect(tokens.verify(twin)).toBeUndefined();
    }
  });
});
