import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('masks set-password tokens in paths and query strings', () => {
    expect(redactUrl('/api/auth/password-links/abcDEF123_-x')).toBe('/api/auth/password-links/[redacted]');
    expect(redactUrl('/set-password?token=abc123&x=1')).toBe('/set-password?token=[redacted]&x=1');
    expect(redactUrl('/services?utm=1')).toBe('/services?utm=1');
    expect(redactUrl('/api/scheduling/feed/s3cret-token.ics')).toBe('/api/scheduling/feed/[redacted]');
  });

  it('masks link tokens and lead ids in paths (issue 29)', () => {
    expect(redactUrl('/accept/tok_ABC-123')).toBe('/accept/[redacted]');
    expect(redactUrl('/api/quote-acceptances/tok_ABC-123/agreement.pdf')).toBe('/api/quote-acceptances/[redacted]/agreement.pdf');
    expect(redactUrl('/api/quote-pdf/7d1e?x=1')).toBe('/api/quote-pdf/[redacted]?x=1');
    expect(redactUrl('/api/service-agreement-pdf/7d1e')).toBe('/api/service-agreement-pdf/[redacted]');
    expect(redactUrl('/api/leads/7d1e/consultation')).toBe('/api/leads/[redacted]/consultation');
    expect(redactUrl('/api/admin/leads/7d1e/convert')).toBe('/api/admin/leads/[redacted]/convert');
    expect(redactUrl('/api/leads?status=new')).toBe('/api/leads?status=new');
    expect(redactUrl('/acceptable-use')).toBe('/acceptable-use');
  });

  it("masks walk-throughs' manage links and customers' unsubscribe links (issue 35)", () => {
    expect(redactUrl('/scheduling/manage/Zm9vYmFy')).toBe('/scheduling/manage/[redacted]');
    expect(redactUrl('/api/scheduling/manage/Zm9vYmFy/reschedule')).toBe('/api/scheduling/manage/[redacted]/reschedule');
    expect(redactUrl('/unsubscribe/Zm9vYmFy')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl('/api/unsubscribe/Zm9vYmFy')).toBe('/api/unsubscribe/[redacted]');
  });

  it('masks the value of every query parameter named like a secret, whatever the path', () => {
    expect(redactUrl('/login-portal?username=ann&password=Hunter-22&code=123456')).toBe(
      '/login-portal?username=ann&password=[redacted]&code=[redacted]',
    );
    expect(redactUrl('/x?api_key=k&Access%5FToken=t&currentPassword=p&q=plain')).toBe(
      '/x?api_key=[redacted]&Access%5FToken=[redacted]&currentPassword=[redacted]&q=plain',
    );
    expect(redactUrl('/x?password=a#frag')).toBe('/x?password=[redacted]#frag');
    expect(redactUrl('Page data /api/x?token=abc answered 500')).toBe('Page data /api/x?token=[redacted] answered 500');
  });
});
