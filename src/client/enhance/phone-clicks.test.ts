// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { installPhoneClickTracking } from './phone-clicks.ts';

type TrackedWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as TrackedWindow).dataLayer;
});

describe('installPhoneClickTracking', () => {
  it('counts a click on any tel: link (or inside one) once, even when installed twice, and nothing else', () => {
    document.body.innerHTML = '<a href="tel:+16125550142"><span>Call</span></a><a href="/services">Services</a>';
    const uninstall = installPhoneClickTracking();
    installPhoneClickTracking();
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="/services"]')!.click();
    expect((window as TrackedWindow).dataLayer).toEqual([{ event: 'PhoneClick' }]);
    uninstall();
    document.querySelector('span')!.click();
    expect((window as TrackedWindow).dataLayer).toHaveLength(1);
  });
});
