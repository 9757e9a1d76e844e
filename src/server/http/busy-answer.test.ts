import { describe, expect, it } from 'vitest';
import { busyAnswer, isPageNavigation } from './busy-answer.ts';

describe('the busy answer (decision 0031)', () => {
  it('tells a page load from a call: Fetch Metadata, else a request for HTML', () => {
    expect(isPageNavigation({ 'sec-fetch-mode': 'navigate', accept: '*/*' })).toBe(true);
    expect(isPageNavigation({ accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })).toBe(true);
    expect(isPageNavigation({ accept: '*/*', 'sec-fetch-mode': 'cors' })).toBe(false);
    expect(isPageNavigation({ accept: 'application/json' })).toBe(false);
    expect(isPageNavigation({})).toBe(false);
  });

  it('answers a call with the JSON error body', () => {
    const answer = busyAnswer({ method: 'GET', headers: { accept: 'application/json' } }, 'req-1');
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      'x-request-id': 'req-1',
    });
    expect(JSON.parse(answer.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy right now. Please try again in a few seconds.',
      requestId: 'req-1',
    });
  });

  it('a form sent without script gets the busy page without a reload: reloading would send the form again unasked', () => {
    const answer = busyAnswer({ method: 'POST', headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } }, 'req-2');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.body).not.toContain('http-equiv="refresh"');
    expect(answer.body).toContain('Your form was not sent. Please go back and send it again in a few seconds.');
  });
});
