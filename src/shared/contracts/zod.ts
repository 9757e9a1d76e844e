import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini ships no message texts: without this, a check that has no message of its own says
// "Invalid input" in the browser, while the server happened to say English only because classic
// zod (config.ts) installs it. Every contract imports zod through this module, so both sides
// always speak the same words.
z.config(en());

export * from 'zod/mini';

/** A UTF-16 surrogate without its other half (no UTF-8 encoding exists for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/** Whether a string can be stored and echoed as it is: no U+0000, no lone surrogate. */
export function isSafeText(value: string): boolean {
  // U+0000: PostgreSQL text cannot hold it.
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one string schema of every contract (a test forbids a bare `z.string()` in
 * contracts): a string that holds no U+0000 and no lone surrogate, so hostile text is
 * a 400 naming its field instead of an error from the database. Chain `.check()` as
 * with `z.string()`.
 */
export function text(params?: string | z.core.$ZodStringParams) {
  return z.string(params).check(z.refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true }));
}

/** A line break or another control character (C0, DEL, C1, and Unicode's line and paragraph separators). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const SINGLE_LINE_MESSAGE = 'must be one line, without line breaks or control characters';

/** Whether a string is one line of text: no line break, tab or other control character. */
export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/**
 * The string schema of every single-line field (names, e-mails, phones, companies, addresses,
 * titles, subjects): `text()`, trimmed, then refused with a 400 naming the field when a line break or
 * another control character is left, since such a value forged lines in notification e-mails and
 * CSV rows (issue 29). Multi-line fields (messages, notes, comments) stay `text()`. Chain `.check()`
 * as with `text()`.
 */
export function line(params?: string | z.core.$ZodStringParams) {
  return text(params).check(z.trim(), z.refine(isSingleLine, { message: SINGLE_LINE_MESSAGE, abort: true }));
}

const PHONE_CHARACTERS = /^[0-9+().\-\s]{7,40}$/;

/** A phone number: phone characters only, and at least seven digits among them. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_CHARACTERS.test(value) && value.replace(/\D/g, '').length >= 7;
}

/** Messages say what is expected, not only that something is wrong (issue 12). */
export const PHONE_MESSAGE = 'Enter a phone number with at least 7 digits, like 612-555-0134';
export const EMAIL_MESSAGE = 'Enter an e-mail address like name@company.com';
