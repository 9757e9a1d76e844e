import { describe, expect, it } from 'vitest';
import { createLogRing, messageOf, scrubLogMessage } from './log-ring.ts';

const line = (level: number, msg: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level, time: 1795536000000, msg, ...extra });

describe('log ring', () => {
  it('scrubs secrets out of message text', () => {
    expect(scrubLogMessage('Authorization: Bearer abc.def-ghi_123 denied')).toBe('Authorization: Bearer [redacted] denied');
    expect(scrubLogMessage('POST /bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawq/sendMessage')).toBe('POST /bot[redacted]/sendMessage');
    expect(scrubLogMessage('GET /me?fields=id&access_token=EAAG123&x=1')).toBe('GET /me?fields=id&access_token=[redacted]&x=1');
    expect(scrubLogMessage('body username=ann&password=hunter2')).toBe('body username=ann&password=[redacted]');
    expect(scrubLogMessage('{"user":"ann","password":"hunter2"}')).toBe('{"user":"ann","password":"[redacted]"}');
    expect(scrubLogMessage('link /set-password?token=abcdef')).toBe('link /set-password?token=[redacted]');
    expect(scrubLogMessage('first\nsecond\tthird')).toBe('first second third');
    expect(scrubLogMessage('y'.repeat(500))).toHaveLength(300);
  });

  it('builds the message from msg and whitelisted fields only', () => {
    expect(
      messageOf({
        msg: 'request failed',
        reqId: 'r-1',
        req: { method: 'POST', url: '/api/leads', headers: { cookie: 'sid=1' } },
        res: { statusCode: 500 },
        err: { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at x' },
        body: { email: 'pat@example.com' },
      }),
    ).toBe('request failed · POST /api/leads · status 500 · TypeError: boom · req r-1');
  });

  it("keeps info and above, drops Fastify's per-request lines, and the newest `size` lines", () => {
    const ring = createLogRing({ size: 3, instance: 'web-1:42' });
    ring.write(line(20, 'debug'));
    ring.write(line(30, 'incoming request'));
    ring.write(line(30, 'request completed'));
    ring.write('not json');
    ring.write(line(30, 'one'));
    ring.write(line(40, 'two'));
    ring.write(line(50, 'three'));
    ring.write(line(60, 'four'));
    expect(ring.recent()).toEqual([
      { level: 'ERROR', color: 'red', message: 'four', time: '2026-11-24T16:00:00.000Z', instance: 'web-1:42' },
      { level: 'ERROR', color: 'red', message: 'three', time: '2026-11-24T16:00:00.000Z', instance: 'web-1:42' },
      { level: 'WARN', color: 'yellow', message: 'two', time: '2026-11-24T16:00:00.000Z', instance: 'web-1:42' },
    ]);
    expect(ring.recent(1).map((l) => l.message)).toEqual(['four']);
  });
});
