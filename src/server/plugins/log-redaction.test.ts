import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks set-password tokens in paths and query strings', () => {
    expect(redactUrl('/api/auth/password-links/abcDEF123_-x')).toBe('/api/auth/password-links/[redacted]');
    expect(redactUrl('/set-password?token=abc123&x=1')).toBe('/set-password?token=[redacted]&x=1');
    expect(redactUrl('/services?utm=1')).toBe('/services?utm=1');
    expect(redactUrl('/api/scheduling/feed/s3cret-token.ics')).toBe('/api/scheduling/feed/[redacted]');
  });
});
