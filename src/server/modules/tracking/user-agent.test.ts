import { describe, expect, it } from 'vitest';
import { browserNameOf, deviceTypeOf, isAutomated } from './user-agent.ts';

const UA = {
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('user agent', () => {
  it('tells device types apart', () => {
    expect(deviceTypeOf(UA.chromeWin)).toBe('desktop');
    expect(deviceTypeOf(UA.iphone)).toBe('mobile');
    expect(deviceTypeOf(UA.androidPhone)).toBe('mobile');
    expect(deviceTypeOf(UA.ipad)).toBe('tablet');
    expect(deviceTypeOf(UA.androidTablet)).toBe('tablet');
  });

  it('names the browser family', () => {
    expect(browserNameOf(UA.chromeWin)).toBe('Chrome');
    expect(browserNameOf(UA.edge)).toBe('Edge');
    expect(browserNameOf(UA.iphone)).toBe('Safari');
    expect(browserNameOf(UA.firefox)).toBe('Firefox');
    expect(browserNameOf(UA.samsung)).toBe('Samsung Internet');
    expect(browserNameOf('curl/8.0')).toBe('Other');
  });

  it('recognises crawlers and headless browsers', () => {
    expect(isAutomated(UA.googlebot)).toBe(true);
    expect(isAutomated(UA.headless)).toBe(true);
    expect(isAutomated('')).toBe(true);
    expect(isAutomated(UA.chromeWin)).toBe(false);
    expect(isAutomated(UA.iphone)).toBe(false);
  });
});
