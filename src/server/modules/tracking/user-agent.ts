import { isbot } from 'isbot';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/** Crawlers, monitors and headless browsers are not visitors. */
export function isAutomated(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent) || /headless|phantomjs|lighthouse|puppeteer|playwright/i.test(userAgent);
}

export function deviceTypeOf(ua: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The browser family; order matters because most browsers also claim to be Chrome or Safari. */
export function browserNameOf(ua: string): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return 'Other';
}
