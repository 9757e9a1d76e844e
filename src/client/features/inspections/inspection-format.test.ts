import { describe, expect, it } from 'vitest';
import { percent, previewScore } from './inspection-format.ts';
import { fittedSize } from './photo-resize.ts';

const points = { good: 10, fair: 5, poor: 0 };

describe('the score as the inspector goes', () => {
  it('is earned / possible with N/A and unrated items in neither, one decimal', () => {
    // Good 10 + Fair 5 + Poor 0 = 15 of 30.
    expect(previewScore(['good', 'fair', 'poor', 'na', ''], points)).toBe(50);
    // 10 + 10 + 5 = 25 of 30 = 83.33 -> 83.3.
    expect(previewScore(['good', 'good', 'fair'], points)).toBe(83.3);
    expect(previewScore(['na', ''], points)).toBeNull();
  });
  it('reads as a percent without a trailing .0', () => {
    expect(percent(50)).toBe('50%');
    expect(percent(83.3)).toBe('83.3%');
    expect(percent(null)).toBe('No score');
  });
});

describe('a photo’s size before upload', () => {
  it('brings the longest side to 1600 px, keeping the shape, and never enlarges', () => {
    expect(fittedSize(3000, 2000)).toEqual({ width: 1600, height: 1067 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
