import { describe, expect, it } from 'vitest';
import { storyFingerprint } from './fingerprint.ts';

describe('storyFingerprint', () => {
  it('is the link without scheme, www., query, fragment or trailing slash', () => {
    expect(storyFingerprint({ link: 'https://www.News.Example.test/stories/uv-robots/?utm_source=rss#top', title: 'A' })).toBe(
      'link:news.example.test/stories/uv-robots',
    );
    expect(storyFingerprint({ link: 'http://news.example.test/stories/uv-robots', title: 'B' })).toBe(
      'link:news.example.test/stories/uv-robots',
    );
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
