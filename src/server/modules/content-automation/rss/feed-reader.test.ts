import { describe, expect, it } from 'vitest';
import { FeedReadError, parseFeedText, plainText } from './feed-reader.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Trade News</title><link>https://news.example.test/</link>
  <item><title>Older story</title><link>https://news.example.test/older</link><guid>n-1</guid>
    <description>&lt;p&gt;Crews &amp;amp; robots&lt;/p&gt;</description><pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate></item>
  <item><title>Newer story</title><link>https://news.example.test/newer</link><guid>n-2</guid>
    <description><![CDATA[<p>Floor <b>finish</b> rules change.</p>]]></description><pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate></item>
  <item><title>Undated story</title><link>https://news.example.test/undated</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>FM Weekly</title><id>urn:fm</id><updated>2026-11-21T08:00:00Z</updated>
  <entry><title>Occupancy rises</title><link href="https://fm.example.test/occupancy"/><id>urn:fm:1</id>
    <updated>2026-11-21T08:00:00Z</updated><summary>Badge data show more workers.</summary></entry>
</feed>`;

describe('parseFeedText', () => {
  it('reads RSS 2.0 items newest first, undated last, with plain-text summaries', () => {
    expect(parseFeedText('Trade News', RSS)).toEqual([
      {
        guid: 'n-2',
        title: 'Newer story',
        link: 'https://news.example.test/newer',
        summary: 'Floor finish rules change.',
        publishedAt: new Date('2026-11-20T09:00:00Z'),
      },
      {
        guid: 'n-1',
        title: 'Older story',
        link: 'https://news.example.test/older',
        summary: 'Crews & robots',
        publishedAt: new Date('2026-11-16T09:00:00Z'),
      },
      {
        guid: 'https://news.example.test/undated',
        title: 'Undated story',
        link: 'https://news.example.test/undated',
        summary: '',
        publishedAt: null,
      },
    ]);
  });

  it('reads Atom entries', () => {
    expect(parseFeedText('FM Weekly', ATOM)).toEqual([
      {
        guid: 'urn:fm:1',
        title: 'Occupancy rises',
        link: 'https://fm.example.test/occupancy',
        summary: 'Badge data show more workers.',
        publishedAt: new Date('2026-11-21T08:00:00Z'),
      },
    ]);
  });

  it('anything else is "not RSS or Atom", naming the feed', () => {
    expect(() => parseFeedText('Old Bulletin', '<!doctype html><html><body><h1>Moved</h1></body></html>')).toThrow(
      new FeedReadError('Feed Old Bulletin could not be read: not RSS or Atom'),
    );
    expect(() => parseFeedText('Empty', '')).toThrow('Feed Empty could not be read: not RSS or Atom');
  });
});

describe('plainText', () => {
  it('drops tags, scripts and styles, decodes entities and collapses spaces', () => {
    expect(plainText('<p>Mops &amp; <em>buckets</em></p>\n<script>alert(1)</script><style>p{}</style> it&#39;s &#8220;done&#8221;')).toBe(
      "Mops & buckets it's “done”",
    );
  });
});
