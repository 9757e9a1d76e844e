import { describe, expect, it } from 'vitest';
import { analyzePost, type SeoPostInput } from './analyze-post.ts';
import { fleschReadingEase } from './flesch.ts';

const SITE = 'https://www.example.test';

const base: SeoPostInput = {
  title: 'Office Cleaning Tips for Busy Teams in Edina',
  slug: 'office-cleaning-tips-edina',
  excerpt: 'Tips.',
  content: [
    'Office cleaning keeps a team well. We clean each desk at night.',
    '',
    '## Office cleaning plans',
    '',
    'Call us to book a visit. See [the services](/services) and [Edina](https://www.example.test/cities/edina) or [a guide](https://other.example/x).',
    '',
    '![A clean desk](/img/desk.jpg) ![](/img/mop.jpg)',
  ].join('\n'),
  contentFormat: 'markdown',
  metaTitle: 'Office Cleaning Tips',
  metaDescription: 'Short meta about office cleaning.',
  keywords: ['Office Cleaning', 'edina', 'office cleaning'],
  category: 'office-cleaning',
  featuredImage: null,
};

describe('analyzePost', () => {
  it('counts words, links, images and readability by hand, and scores each check', () => {
    const result = analyzePost(base, { siteUrl: SITE });
    // Words: 6 + 6 (first paragraph), 3 (heading), 6 + 8 (last paragraph) = 29 in 5 sentences.
    // Syllables: 8 + 6 + 5 + 7 + 12 = 38. 206.835 - 1.015 * 29/5 - 84.6 * 38/29 = 90.09 -> 90.1.
    expect(result.wordCount).toBe(29);
    expect(result.readabilityScore).toBe(90.1);
    // /services and the site's own host; other.example is not ours.
    expect(result.internalLinks).toBe(2);
    // Both images are stripped by the blog's sanitiser: readers get none, so none are counted and the
    // alt-text check passes.
    expect([result.images, result.imageAltTags]).toEqual([0, 0]);
    const points = Object.fromEntries(result.checks.map((c) => [c.id, [c.points, c.maxPoints]]));
    expect(points).toEqual({
      'title-length': [5, 5],
      'keyword-in-title': [10, 10],
      'meta-title': [5, 5],
      'meta-description': [0, 10],
      'keyword-in-meta-description': [5, 5],
      'keyword-in-intro': [5, 5],
      'keyword-in-h2': [5, 5],
      'keyword-count': [0, 5],
      'content-length': [0, 15],
      readability: [10, 10],
      'internal-links': [10, 10],
      'h2-present': [5, 5],
      'image-alt': [5, 5],
      slug: [5, 5],
    });
    // 5 + 10 + 5 + 5 + 5 + 5 + 10 + 10 + 5 + 5 + 5 = 70.
    expect(result.score).toBe(70);
    expect(result.recommendations).toEqual([
      "Meta description is 33 characters: write 120-160 characters that include 'Office Cleaning'.",
      'The post has 2 keywords: set 3-10, the primary one first.',
      'The body has 29 words: expand it to at least 600 words (300 earns part of the points).',
    ]);
  });

  it('a bare HTML post: no keyword is one recommendation, no images passes, short readable text scores readability', () => {
    const result = analyzePost(
      {
        ...base,
        title: 'Tips',
        slug: 'tips',
        content: '<p>Hello there.</p>',
        contentFormat: 'html',
        metaTitle: '',
        metaDescription: '',
        keywords: [],
      },
      { siteUrl: SITE },
    );
    // 'Hello there.': 2 words, 3 syllables, 1 sentence: 206.835 - 2.03 - 126.9 = 77.905 -> 77.9.
    expect([result.wordCount, result.readabilityScore, result.internalLinks, result.images]).toEqual([2, 77.9, 0, 0]);
    // readability 10 + image-alt 5 + slug 5.
    expect(result.score).toBe(20);
    expect(result.recommendations).toEqual([
      'Title is 4 characters: write a title of 30-60 characters.',
      'No primary keyword is set: add keywords, the one to rank for first, so the title, meta description, opening and a heading can target it.',
      'Meta title is missing: add one of at most 60 characters.',
      'Meta description is missing: write 120-160 characters that sum up the post.',
      'The post has 0 keywords: set 3-10, the primary one first.',
      'The body has 2 words: expand it to at least 600 words (300 earns part of the points).',
      'The post has 0 internal links: add at least 2 links to pages of this site, one to a service page (/services) or /quote-calculator, one to a city page (/cities/...).',
      'The body has no H2 subheading: break it into sections with at least one H2.',
    ]);
  });

  it('reads the body the blog serves: an H1 counts as the H2 it is served as, script and style text and images do not count', () => {
    const result = analyzePost(
      {
        ...base,
        content:
          '<h1>Office cleaning guide</h1><p>Clean desks daily.<script>var hidden = "office cleaning words";</script></p><style>p { color: red }</style><img src="/a.jpg"><!-- office cleaning -->',
        contentFormat: 'html',
      },
      { siteUrl: SITE },
    );
    // Served: <h2>Office cleaning guide</h2><p>Clean desks daily.</p> = 3 + 3 words.
    expect(result.wordCount).toBe(6);
    expect([result.images, result.imageAltTags]).toEqual([0, 0]);
    const byId = Object.fromEntries(result.checks.map((c) => [c.id, c.passed]));
    expect([byId['h2-present'], byId['keyword-in-h2'], byId['image-alt']]).toEqual([true, true, true]);
  });

  it('gives part of the points for 300-599 words, one link, and names the missing link kinds', () => {
    const content = `${'The cat sat. '.repeat(100)}\n\nSee [prices](/quote-calculator).`;
    const result = analyzePost({ ...base, content }, { siteUrl: SITE });
    // 300 words of the cats, 2 of the link line.
    expect(result.wordCount).toBe(302);
    const byId = Object.fromEntries(result.checks.map((c) => [c.id, c]));
    expect(byId['content-length']).toMatchObject({ passed: false, points: 8 });
    expect(byId['internal-links']).toMatchObject({ passed: false, points: 5 });
    // 3 one-syllable words a sentence: 206.835 - 3.045 - 84.6 ≈ 119 is capped at 100.
    expect(result.readabilityScore).toBe(100);
    expect(result.recommendations).toContain(
      'The post has 1 internal link: add at least 2 links to pages of this site, one to a city page (/cities/...).',
    );
    expect(result.recommendations).toContain(
      "Primary keyword 'Office Cleaning' is in no H2 heading (the body has none): add an H2 subheading that includes it.",
    );
  });

  it('flags long titles, long meta titles, keyword soup counts and stop-word slugs', () => {
    const result = analyzePost(
      {
        ...base,
        title: 'A Very Long Title About Commercial Janitorial Work Across the Metro',
        metaTitle: 'x'.repeat(61),
        keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'],
        slug: 'how-to-clean-an-office-in-the-winter',
      },
      { siteUrl: SITE },
    );
    expect(result.recommendations).toEqual(
      expect.arrayContaining([
        "Title is 67 characters: write a title of 30-60 characters that includes 'a'.",
        'Meta title is 61 characters: shorten it to at most 60 characters.',
        'The post has 11 keywords: keep the 10 that matter most.',
        "Slug 'how-to-clean-an-office-in-the-winter' is mostly stop words (5 of 8): keep the words that carry meaning.",
      ]),
    );
  });
});

describe('fleschReadingEase', () => {
  it('is 0 for no words and clamps hard text at 0', () => {
    expect(fleschReadingEase([]).score).toBe(0);
    // 7 long words in one sentence: about 32 syllables, far below 0 before clamping.
    expect(fleschReadingEase(['Comprehensive institutional sanitation necessitates meticulous organizational documentation.']).score).toBe(
      0,
    );
  });

  it('ends a sentence at every block and at . ! ? followed by a space, not inside 4.5', () => {
    const { words, sentences } = fleschReadingEase(['Prices rose 4.5 percent! Why? Costs', 'A heading']);
    expect([words, sentences]).toEqual([8, 4]);
  });
});
