import { PASSWORD_MIN_LENGTH } from '#shared/domain/user.ts';
import { AppError } from '../../errors.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { normalisePassword } from './secrets.ts';

/**
 * Screening of chosen passwords (NIST 800-63B 3.1.1.2): the length rules live in the
 * contract; here, server-side only, a password is refused when it is a well-known
 * common password, a common password with a few digits or symbols around it
 * ("password12"), or built only from the company's or the user's own names
 * ("twinpines2026", "nia.berg1").
 */
const COMMON = new Set(COMMON_PASSWORDS_TEXT.split('\n'));

export interface PasswordContext {
  companyName: string;
  username?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

export const TRIVIAL_PASSWORD = 'This password is too easy to guess: it repeats a few characters or runs in a simple sequence.';

/**
 * Why a password is refused, or undefined when it is acceptable. It is judged as it will be hashed,
 * in NFKC (decision 0035): full-width letters and digits are the ordinary ones.
 */
export function passwordProblem(typed: string, context: PasswordContext): string | undefined {
  const password = normalisePassword(typed);
  if ([...password].length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (isTrivial(password)) return TRIVIAL_PASSWORD;
  const lower = password.toLowerCase();
  // The core of "password12", "!!qwerty2026", "1dragon1": the letters between leading and trailing digits and symbols.
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const padding = lower.length - core.length;
  if (COMMON.has(lower) || COMMON.has(lower.replace(/\s+/g, '')) || (core.length >= 4 && padding <= 6 && COMMON.has(core))) {
    return 'This password is too common. Choose a less predictable one.';
  }

  const words = contextWords(context);
  const letters = lower.replace(/[^a-z]/g, '');
  if (letters.length > 0 && madeOf(letters, words)) {
    return 'This password is too easy to guess: do not build it from your name or the company name.';
  }
  // The name as written ("nia.berg" in "nia.berg1"), or its letters and digits inside one word of the
  // password ("niaberg" in "niaberg!"): never across words, so "olga picks" does not contain "olga.p".
  // Names shorter than six letters are first names more than handles ("olga"): a long passphrase that
  // mentions one is not weak for it, and passwords made only of names are refused above.
  const tokens = lower.split(/[^a-z0-9]+/);
  const own = [context.username, context.email?.split('@')[0]].map((s) => s?.toLowerCase() ?? '');
  const containsName = (name: string) => {
    const compact = name.replace(/[^a-z0-9]/g, '');
    return compact.length >= 6 && (lower.includes(name) || tokens.some((token) => token.includes(compact)));
  };
  if (own.some(containsName)) {
    return 'This password contains your username. Choose one that does not.';
  }
  return undefined;
}

/** Throws a 400 naming the field when the password is refused. */
export function assertAcceptablePassword(field: string, password: string, context: PasswordContext): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { [field]: problem });
}

/**
 * Length without variety: "aaaaaaaaaa", twelve spaces, "abababababab" (fewer than 4 different
 * characters, whatever the case), a short block repeated ("abcdeabcde") or a straight run of
 * neighbouring characters ("abcdefghij", "9876543210").
 */
function isTrivial(password: string): boolean {
  const chars = [...password.toLowerCase()];
  if (new Set(chars).size < 4) return true;
  if (/^([\s\S]{1,5})\1+$/u.test(password.toLowerCase())) return true;
  const steps = chars.slice(1).map((c, i) => c.codePointAt(0)! - chars[i]!.codePointAt(0)!);
  return steps.every((d) => d === 1) || steps.every((d) => d === -1);
}

function contextWords(context: PasswordContext): string[] {
  const text = [context.companyName, context.username, context.email?.split('@')[0], context.firstName, context.lastName].join(' ');
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3),
  );
  return [...words];
}

/** True when `letters` is a concatenation of the given words only (each used any number of times). */
function madeOf(letters: string, words: string[]): boolean {
  if (words.length === 0) return false;
  const reachable = new Array<boolean>(letters.length + 1).fill(false);
  reachable[0] = true;
  for (let i = 0; i < letters.length; i++) {
    if (!reachable[i]) continue;
    for (const w of words) if (letters.startsWith(w, i)) reachable[i + w.length] = true;
  }
  return reachable[letters.length]!;
}
