import { describe, expect, it } from 'vitest';
import { closestPages, sharedShare, shingles, words } from './shingles.ts';

// Nine words make five 5-word shingles: one..five, two..six, three..seven, four..eight, five..nine.
const A = 'One two three four five six seven eight nine.';
// Shares "one two three four five" and "two three four five six" with A: 2 of its 5.
const B = 'one two three four five six ten eleven twelve';
// Shares "three .. seven", "four .. eight" and "five .. nine" with A: 3 of its 5; none with B.
const C = 'three four five six seven eight nine ten eleven';

describe('words', () => {
  it('drops apostrophes inside words (straight and curly) and splits on punctuation, in lower case', () => {
    expect(words("Don't stop: it’s Joe's 2nd office, OK?")).toEqual(['dont', 'stop', 'its', 'joes', '2nd', 'office', 'ok']);
  });

  it('is empty for text without letters or digits', () => {
    expect(words(' — … !? ')).toEqual([]);
  });
});

describe('shingles', () => {
  it('are the runs of 5 consecutive words, whatever the case and punctuation', () => {
    expect([...shingles(A)]).toEqual([
      'one two three four five',
      'two three four five six',
      'three four five six seven',
      'four five six seven eight',
      'five six seven eight nine',
    ]);
    expect(shingles('ONE, two; three: four! five.')).toEqual(new Set(['one two three four five']));
  });

  it('are none for fewer than 5 words', () => {
    expect(shingles('one two three four').size).toBe(0);
  });
});

describe('sharedShare', () => {
  it('is the share of the first page’s shingles the second also has', () => {
    expect(sharedShare(shingles(B), shingles(A))).toBe(0.4);
    expect(sharedShare(shingles(C), shingles(A))).toBe(0.6);
    expect(sharedShare(shingles(B), shingles(C))).toBe(0);
    expect(sharedShare(shingles(A), shingles(A))).toBe(1);
  });

  it('is 0 for a page without shingles', () => {
    expect(sharedShare(new Set(), shingles(A))).toBe(0);
  });
});

describe('closestPages', () => {
  it('names for each page the other page it shares most with', () => {
    const pages = new Map([
      ['a', shingles(A)],
      ['b', shingles(B)],
      ['c', shingles(C)],
    ]);
    // A shares 2 of 5 with B and 3 of 5 with C; B only overlaps A; C shares 3 of its 5 with A.
    expect(closestPages(pages)).toEqual([
      { key: 'a', closest: 'c', share: 0.6 },
      { key: 'b', closest: 'a', share: 0.4 },
      { key: 'c', closest: 'a', share: 0.6 },
    ]);
  });

  it('gives a lone page no neighbour', () => {
    expect(closestPages(new Map([['a', shingles(A)]]))).toEqual([{ key: 'a', closest: null, share: 0 }]);
  });
});
