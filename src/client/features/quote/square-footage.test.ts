import { describe, expect, it } from 'vitest';
import { parseSquareFootage } from './square-footage.ts';

describe('parseSquareFootage', () => {
  it('reads whole numbers and drops decimals', () => {
    expect(parseSquareFootage('12500')).toBe(12500);
    expect(parseSquareFootage(' 2500 ')).toBe(2500);
    expect(parseSquareFootage('2500.9')).toBe(2500);
  });

  it('treats empty, zero, negative and non-numbers as missing', () => {
    for (const input of ['', '   ', '0', '-5', 'abc', '1e5', '12,000']) {
      expect(parseSquareFootage(input), input).toBeUndefined();
    }
  });
});
