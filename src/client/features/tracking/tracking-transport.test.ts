import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendExitWith } from './tracking-transport.ts';

const exit = { visitor_id: 'visitor-0001', session_id: 'session-0001', page: '/blog', duration: 42 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendExitWith', () => {
  it('sends a JSON beacon to the tracking API', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const post = vi.fn();
    sendExitWith(exit, { sendBeacon, post });
    expect(post).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/visitor-tracking');
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual(exit);
  });

  it('falls back to a request when there is no beacon or it is not queued', () => {
    const post = vi.fn().mockResolvedValue(undefined);
    sendExitWith(exit, { post });
    sendExitWith(exit, { sendBeacon: () => false, post });
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledWith(exit);
  });

  it('only warns in the console when sending fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = vi.fn().mockRejectedValue(new Error('429: Too many requests'));
    expect(() =>
      sendExitWith(exit, {
        sendBeacon: () => {
          throw new TypeError('Illegal invocation');
        },
        post,
      }),
    ).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenCalledOnce();
  });
});
