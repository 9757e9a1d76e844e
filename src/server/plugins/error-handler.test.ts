import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { safeValidatorCompiler } from './error-handler.ts';

describe('safeValidatorCompiler', () => {
  // A check that trusts its input to be a string, as a careless refinement would.
  const schema = z.object({
    name: z.string(),
    note: z.any().check(z.refine((v: unknown) => String(v).length < 10)),
  });
  const validate = safeValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });

  it('turns an exception inside validation into a 400 naming the field that caused it', () => {
    const result = validate({ name: 'ok', note: { toString: 5, valueOf: 5 } }) as { error: unknown };
    expect(result.error).toBeInstanceOf(AppError);
    const error = result.error as AppError;
    expect([error.statusCode, error.code, error.message, error.fields]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Invalid body: note',
      { note: 'is invalid' },
    ]);
  });

  it('names the request part when no single field is to blame', () => {
    const query = safeValidatorCompiler({
      schema: z.any().check(z.refine((v: unknown) => String(v) !== '')),
      method: 'GET',
      url: '/x',
      httpPart: 'querystring',
    });
    const error = (query(Object.create(null) as unknown) as { error: AppError }).error;
    expect([error.message, error.fields]).toEqual(['Invalid query: query', { query: 'is invalid' }]);
  });

  it('passes valid input and ordinary failures through unchanged', () => {
    expect(validate({ name: 'ok', note: 'short' })).toEqual({ value: { name: 'ok', note: 'short' } });
    const failed = validate({ name: 5, note: 'short' }) as { error: Array<{ instancePath: string }> };
    expect(failed.error.map((issue) => issue.instancePath)).toEqual(['/name']);
  });
});
