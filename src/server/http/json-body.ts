import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Fastify's own words for these two cases, kept so a client sees the same text as before. */
export const INVALID_JSON = "Body is not valid JSON but content-type is set to 'application/json'";
export const EMPTY_JSON = "Body cannot be empty when content-type is set to 'application/json'";

/**
 * The keys that would reach an object's prototype if the body were ever merged into another object
 * (prototype pollution): `__proto__` anywhere, and `constructor` holding a `prototype`. The same rule
 * as Fastify's default parser (secure-json-parse with both actions 'error'), whose refusal, though, was
 * "Body is not valid JSON": the JSON was valid, and the client could not tell what to change.
 */
function forbiddenKey(text: string): string | undefined {
  // Only a body that can spell one of them (directly or with \u escapes) pays for the walk.
  if (!text.includes('__proto__') && !text.includes('prototype') && !text.includes('\\u')) return undefined;
  let found: string | undefined;
  JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__') found ??= '__proto__';
    else if (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype')) {
      found ??= 'constructor.prototype';
    }
    return value;
  });
  return found;
}

/** JSON bodies as Fastify parsed them, but a refused key is named in a 400 that says why. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new AppError('BAD_REQUEST', EMPTY_JSON), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new AppError('BAD_REQUEST', INVALID_JSON), undefined);
    }
    const key = forbiddenKey(text);
    if (key) {
      return done(
        new AppError('BAD_REQUEST', `The body holds the key "${key}", which is not allowed (it could reach an object's prototype).`),
        undefined,
      );
    }
    return done(null, parsed);
  });
}
