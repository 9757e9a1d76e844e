import { describe, expect, it } from 'vitest';
import { storyFingerprint } from './fingerprint.ts';

describe('storyFingerprint', () => {
  it('is the link without scheme, www., tracking parameters, fragment or trailing slash', () => {
    expect(storyFingerprint({ link: 'https://www.News.Example.test/stories/uv-robots/?utm_source=rss#top', title: 'A' })).toBe(
      'link:news.example.test/stories/uv-robots',
    );
    expect(storyFingerprint({ link: 'http://news.example.test/stories/uv-robots', title: 'B' })).toBe(
      'link:news.example.test/stories/uv-robots',
    );
  });

  it('keeps the query parameters that name a story, sorted', () => {
    expect(storyFingerprint({ link: 'https://blog.example.test/?p=1', title: 'A' })).toBe('link:blog.example.test?p=1');
    expect(storyFingerprint({ link: 'https://blog.example.test/?p=2', title: 'A' })).toBe('link:blog.example.test?p=2');
    expect(storyFingerprint({ link: 'https://news.example.test/article.asp?section=fm&id=7', title: 'B' })).toBe(
      'link:news.example.test/article.asp?id=7&section=fm',
    );
  });

  it('tells stories named by their query apart', () => {
    expect(storyFingerprint({ link: 'https://blog.example.test/?p=1', title: 'Same' })).not.toBe(
      storyFingerprint({ link: 'https://blog.example.test/?p=2', title: 'Same' }),
    );
  });

  it('drops utm_*, fbclid, gclid, mc_cid and mc_eid', () => {
    expect(storyFingerprint({ link: 'https://blog.example.test/?utm_source=x&p=1', title: 'A' })).toBe(
      storyFingerprint({ link: 'https://blog.example.test/?p=1', title: 'A' }),
    );
    expect(
      storyFingerprint({
        link: 'https://blog.example.test/post?fbclid=a&gclid=b&mc_cid=c&mc_eid=d&UTM_Medium=e&utm_campaign=f',
        title: 'A',
      }),
    ).toBe('link:blog.example.test/post');
  });

  it('keeps the path as it is (paths are case-sensitive)', () => {
    expect(storyFingerprint({ link: 'https://fm.example.test/2026/Occupancy', title: 'C' })).toBe('link:fm.example.test/2026/Occupancy');
  });

  it('falls back to the title, in lower case without punctuation, when there is no usable link', () => {
    expect(storyFingerprint({ link: '', title: 'Green Seal’s new  floor-care standard!' })).toBe(
      'title:green seals new floor care standard',
    );
    expect(storyFingerprint({ link: 'not a url', title: 'Office occupancy rises' })).toBe('title:office occupancy rises');
    expect(storyFingerprint({ link: 'mailto:news@example.test', title: 'Tip line' })).toBe('title:tip line');
  });
});
