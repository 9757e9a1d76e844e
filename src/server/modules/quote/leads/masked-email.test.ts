import { describe, expect, it } from 'vitest';
import { maskedEmail } from './masked-email.ts';

describe('maskedEmail', () => {
  it('keeps the first letter and the domain, enough for the owner to know the mailbox and no one else to write to it', () => {
    expect(maskedEmail('mara@lakeside.example')).toBe('m***@lakeside.example');
    expect(maskedEmail('Maria.Lindqvist@Lakeside.example')).toBe('M***@Lakeside.example');
    expect(maskedEmail('q@quiet.example')).toBe('q***@quiet.example');
  });

  it('trims, and uses the last @ (a quoted local part may hold one)', () => {
    expect(maskedEmail('  dana@acme.example ')).toBe('d***@acme.example');
    expect(maskedEmail('"a@b"@acme.example')).toBe('"***@acme.example');
  });

  it('gives nothing back for an address it cannot mask', () => {
    expect(maskedEmail('')).toBeUndefined();
    expect(maskedEmail('   ')).toBeUndefined();
    expect(maskedEmail('no-at-sign')).toBeUndefined();
    expect(maskedEmail('@acme.example')).toBeUndefined();
    expect(maskedEmail('dana@')).toBeUndefined();
  });
});
