import { describe, expect, it } from 'vitest';
import { clientNavigationTarget, type LinkClick } from './internal-link.ts';

const origin = 'https://clean.example';
const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, target = '', attrs: string[] = []) => ({ href, target, hasAttribute: (n: string) => attrs.includes(n) });

describe('clientNavigationTarget', () => {
  it('navigates in-site links on the client', () => {
    expect(clientNavigationTarget(anchor(`${origin}/quote-calculator`), click, origin)).toBe('/quote-calculator');
    expect(clientNavigationTarget(anchor(`${origin}/process?x=1#steps`), click, origin)).toBe('/process?x=1#steps');
  });

  it('leaves other sites, new tabs and downloads to the browser', () => {
    expect(clientNavigationTarget(anchor('https://www.cdc.gov/'), click, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/process`, '_blank'), click, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/guide`, '', ['download']), click, origin)).toBeNull();
    expect(clientNavigationTarget(anchor('mailto:sales@clean.example'), click, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/rss.xml`), click, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/api/blog/posts`), click, origin)).toBeNull();
  });

  it('leaves modified and non-primary clicks to the browser', () => {
    expect(clientNavigationTarget(anchor(`${origin}/process`), { ...click, ctrlKey: true }, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/process`), { ...click, metaKey: true }, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/process`), { ...click, button: 1 }, origin)).toBeNull();
    expect(clientNavigationTarget(anchor(`${origin}/process`), { ...click, defaultPrevented: true }, origin)).toBeNull();
  });
});
