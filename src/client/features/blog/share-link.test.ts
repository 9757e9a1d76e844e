import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-link.ts';

const data = { title: 'Winter floor care', url: 'https://example.test/blog/winter' };

describe('shareOrCopy', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: data.title, url: data.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareOrCopy(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('treats a closed share sheet as cancelled, without copying', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = vi.fn();
    expect(await shareOrCopy(data, { share: vi.fn().mockRejectedValue(abort), clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing fails otherwise', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockRejectedValue(new Error('NotAllowedError'));
    expect(await shareOrCopy(data, { share, clipboard: { writeText } })).toBe('copied');
  });

  it('reports a failure when the link cannot be copied', async () => {
    expect(await shareOrCopy(data, {})).toBe('failed');
    expect(await shareOrCopy(data, { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } })).toBe('failed');
  });
});
