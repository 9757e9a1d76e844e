import { describe, it, expect } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { isInvalidLinkReadError, isInvalidLinkWriteError } from './password-link-errors.ts';

const status = (code: number) => new ApiError(code, '{}');

describe('password link errors', () => {
  it('treats 400, 404 and 410 on reading the link as an unusable link', () => {
    expect([400, 404, 410].map((code) => isInvalidLinkReadError(status(code)))).toEqual([true, true, true]);
    expect(isInvalidLinkReadError(status(500))).toBe(false);
    expect(isInvalidLinkReadError(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('keeps a 400 on saving for the password message, and 404/410 for a link gone meanwhile', () => {
    expect(isInvalidLinkWriteError(status(400))).toBe(false);
    expect(isInvalidLinkWriteError(status(404))).toBe(true);
    expect(isInvalidLinkWriteError(status(410))).toBe(true);
  });
});
