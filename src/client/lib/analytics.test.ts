import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPixelId, track } from './analytics.ts';

type FakeWindow = EventTarget & { dataLayer?: unknown[]; fbq?: ReturnType<typeof vi.fn> };

function stubPage(pixelId?: string): FakeWindow {
  const win = new EventTarget() as FakeWindow;
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    querySelector: (selector: string) =>
      selector === 'meta[name="fb-pixel-id"]' && pixelId !== undefined ? { getAttribute: () => pixelId } : null,
  });
  return win;
}

describe('track', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates window.dataLayer and pushes the event with its parameters', () => {
    const win = stubPage();
    track('Lead', { category: 'Commercial Cleaning Quote', value: 12000, currency: 'USD' });
    track('CalculatorUsed');
    expect(win.dataLayer).toEqual([
      { event: 'Lead', category: 'Commercial Cleaning Quote', value: 12000, currency: 'USD' },
      { event: 'CalculatorUsed' },
    ]);
  });

  it('keeps an existing dataLayer', () => {
    const win = stubPage();
    win.dataLayer = [{ event: 'earlier' }];
    track('PhoneClick');
    expect(win.dataLayer).toEqual([{ event: 'earlier' }, { event: 'PhoneClick' }]);
  });

  it('does not call fbq when no pixel id is configured', () => {
    const win = stubPage();
    win.fbq = vi.fn();
    track('Lead', { value: 1 });
    expect(win.fbq).not.toHaveBeenCalled();
  });

  it('passes events to fbq when a pixel id is configured: Lead as a standard event, the rest as custom', () => {
    const win = stubPage('1234567890');
    win.fbq = vi.fn();
    track('Lead', { value: 10, currency: 'USD' });
    track('QuoteRequest', { facilityType: 'office', facilitySize: 'medium', value: 10, currency: 'USD' });
    expect(win.fbq).toHaveBeenNthCalledWith(1, 'track', 'Lead', { value: 10, currency: 'USD' });
    expect(win.fbq).toHaveBeenNthCalledWith(2, 'trackCustom', 'QuoteRequest', {
      facilityType: 'office',
      facilitySize: 'medium',
      value: 10,
      currency: 'USD',
    });
  });

  it('is fine with a pixel id but no fbq on the page', () => {
    const win = stubPage('123');
    expect(() => track('PhoneClick')).not.toThrow();
    expect(win.dataLayer).toEqual([{ event: 'PhoneClick' }]);
  });

  it('does nothing on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(() => track('Lead')).not.toThrow();
  });
});

describe('readPixelId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the meta tag and ignores an empty one', () => {
    stubPage(' 42 ');
    expect(readPixelId()).toBe('42');
    stubPage('  ');
    expect(readPixelId()).toBeUndefined();
    stubPage();
    expect(readPixelId()).toBeUndefined();
  });
});
