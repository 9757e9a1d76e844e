import { describe, expect, it } from 'vitest';
import * as z from './zod.ts';

describe('the shared text schema', () => {
  const schema = z.text().check(z.trim(), z.minLength(1, 'Name is required'));

  it('refuses U+0000 and lone surrogates with one clear message', () => {
    for (const bad of ['a\u0000b', '\u0000', '\ud800', 'x\udfff', '\udc00\ud800', 'end\ud83d']) {
      const result = schema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['must not contain a NUL character or an unpaired surrogate']);
    }
  });

  it('accepts any other text, surrogate pairs included, and keeps the checks chained after it', () => {
    expect(schema.parse('  Zoë 🧹 𝒳  ')).toBe('Zoë 🧹 𝒳');
    expect(schema.safeParse('  ').error?.issues.map((i) => i.message)).toEqual(['Name is required']);
  });

  it('is the only string schema the contracts use', () => {
    const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts', '!./zod.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const bare = Object.entries(sources)
      .filter(([, source]) => /\bz\s*\.\s*string\(/.test(source))
      .map(([file]) => file);
    expect(bare).toEqual([]);
  });
});

describe('isPhoneNumber', () => {
  it('accepts phone numbers and refuses anything else', () => {
    expect(['612-555-0111', '(612) 555-0100', '+1 612 555 0100'].map(z.isPhoneNumber)).toEqual([true, true, true]);
    expect(['javascript:alert(1)', '12345', '<b>6125550100</b>', ''].map(z.isPhoneNumber)).toEqual([false, false, false, false]);
  });
});

describe('the single-line text schema (z.line)', () => {
  const schema = z.line().check(z.minLength(1, 'Name is required'));

  it('refuses a line break, a tab or another control character inside the value, with one clear message', () => {
    for (const bad of [
      'Dana\nBcc: all@example.com',
      'a\rb',
      'a\r\nb',
      'tab\there',
      'bell\u0007',
      'del\u007f',
      'c1\u0085',
      'ls\u2028x',
      'ps\u2029x',
    ]) {
      const result = schema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['must be one line, without line breaks or control characters']);
    }
  });

  it('trims first, so a pasted trailing newline is not an error, and keeps the NUL rule of text()', () => {
    expect(schema.parse('  Dana Reyes\n')).toBe('Dana Reyes');
    expect(schema.parse('Zoë 🧹 O’Brien-Łukasz')).toBe('Zoë 🧹 O’Brien-Łukasz');
    expect(schema.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual([
      'must not contain a NUL character or an unpaired surrogate',
    ]);
    expect(schema.safeParse(' \n ').error?.issues.map((i) => i.message)).toEqual(['Name is required']);
  });
});
