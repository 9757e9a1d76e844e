import { syllable } from 'syllable';
import { wordsOf } from './seo-text.ts';

/** Flesch reading ease of plain-text blocks; every block ends a sentence (headings and list items carry no full stop). */
export function fleschReadingEase(blocks: readonly string[]): { score: number; words: number; sentences: number; syllables: number } {
  let words = 0;
  let sentences = 0;
  let syllables = 0;
  for (const block of blocks) {
    for (const sentence of block.split(/[.!?]+(?=\s|$)/)) {
      const list = wordsOf(sentence);
      if (list.length === 0) continue;
      sentences += 1;
      words += list.length;
      // A token without letters ('2024', '4,000') has no syllables in the package's count: it is read, so it counts one.
      for (const word of list) syllables += Math.max(1, syllable(word.replace(/[^\p{L}'’-]+/gu, ' ')));
    }
  }
  if (words === 0) return { score: 0, words, sentences, syllables };
  const raw = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  const score = Math.min(100, Math.max(0, Math.round(raw * 10) / 10));
  return { score, words, sentences, syllables };
}
