import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Passwords are checked, hashed and verified in Unicode NFKC (decision 0035): a full-width
 * "ＰＡＳＳＷＯＲＤ１２３" is "PASSWORD123", and a password typed on another keyboard that composes
 * accents differently still matches.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), ARGON2_OPTIONS);
}

// A real hash of a random secret: verifying against it costs what a real check
// costs, so an unknown username takes as long to refuse as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * False for a missing hash too, after spending the same time as a real verification. A password that
 * NFKC changes is tried both ways (hashes made before decision 0035 are of the text as typed), and
 * both are always tried, for known and unknown accounts alike, so the time says nothing.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const normalised = normalisePassword(password);
  const forms = normalised === password ? [password] : [normalised, password];
  let matched = false;
  for (const form of forms) matched = (await verifyOne(passwordHash, form)) || matched;
  return matched;
}

async function verifyOne(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A random opaque token for a session or a single-use link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest: a database leak does not leak sessions. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
