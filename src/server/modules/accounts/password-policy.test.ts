import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const context = {
  companyName: 'Twin Pines Commercial Cleaning',
  username: 'nia.berg',
  email: 'nia@bergdental.example',
  firstName: 'Nia',
  lastName: 'Berg',
};
const COMMON = 'This password is too common. Choose a less predictable one.';
const NAMES = 'This password is too easy to guess: do not build it from your name or the company name.';
const USERNAME = 'This password contains your username. Choose one that does not.';
const TRIVIAL = 'This password is too easy to guess: it repeats a few characters or runs in a simple sequence.';

describe('passwordProblem', () => {
  it('refuses well-known common passwords, in any case and with a few digits or symbols around them', () => {
    expect(passwordProblem('1234567890', context)).toBe(COMMON);
    expect(passwordProblem('password12', context)).toBe(COMMON);
    expect(passwordProblem('QwertyUiop', context)).toBe(COMMON);
    expect(passwordProblem('!!Sunshine2026', context)).toBe(COMMON);
    expect(passwordProblem('iloveyou123', context)).toBe(COMMON);
  });

  it('refuses passwords built only from the company name or the user’s own names', () => {
    expect(passwordProblem('twinpines2026', context)).toBe(NAMES);
    expect(passwordProblem('Commercial-Cleaning-1', context)).toBe(NAMES);
    expect(passwordProblem('BergNiaBerg99', context)).toBe(NAMES);
  });

  it('refuses a password that contains the username or the e-mail name', () => {
    expect(passwordProblem('my nia.berg secret', context)).toBe(USERNAME);
    expect(passwordProblem('xniabergx 2 mills', context)).toBe(USERNAME);
  });

  it('does not find the username across words', () => {
    // "olga picks" run together holds "olgap", the username "olga.p" without its dot: not the name.
    expect(passwordProblem('olga picks a passphrase', { ...context, username: 'olga.p', email: 'olga@example.test' })).toBeUndefined();
  });

  it('judges the NFKC form: full-width letters and digits are the ordinary ones', () => {
    expect(passwordProblem('ＰＡＳＳＷＯＲＤ１２３', context)).toBe(COMMON);
    expect(passwordProblem('ｔｗｉｎｐｉｎｅｓ２０２６', context)).toBe(NAMES);
  });

  it('refuses repeated and sequential passwords, spaces only included', () => {
    expect(passwordProblem('aaaaaaaaaa', context)).toBe(TRIVIAL);
    expect(passwordProblem(' '.repeat(12), context)).toBe(TRIVIAL);
    expect(passwordProblem('abababababab', context)).toBe(TRIVIAL);
    expect(passwordProblem('xyz12xyz12xyz12', context)).toBe(TRIVIAL);
    expect(passwordProblem('abcdefghijk', context)).toBe(TRIVIAL);
    expect(passwordProblem('9876543210', context)).toBe(TRIVIAL);
  });

  it('counts length after normalising', () => {
    // U+FB03 (the "ffi" ligature) is three letters in NFKC: nine typed characters are eleven.
    expect(passwordProblem('o\uFB03ce lamps', context)).toBeUndefined();
    expect(passwordProblem('tall pine', context)).toBe('Password must be at least 10 characters');
  });

  it('accepts passphrases and uncommon passwords, digits-only ones included', () => {
    expect(passwordProblem('correct horse battery', context)).toBeUndefined();
    expect(passwordProblem('lilacs by the old mill', context)).toBeUndefined();
    expect(passwordProblem('pines are tall in winter', context)).toBeUndefined();
    expect(passwordProblem('8364019275', context)).toBeUndefined();
  });
});
