/**
 * The local substance of each built-in city page: its coordinates, an overview of its commercial life,
 * its industries and a local FAQ. Verified facts only (no invented employers, figures or claims); the
 * doorway test (tests/integration/city-pages-distinct.test.ts) holds every city page below 40% shared
 * 5-word shingles with any other, which only true local detail achieves.
 */
import { cityLocalPart as part1 } from './part-1.ts';
import { cityLocalPart as part2 } from './part-2.ts';
import { cityLocalPart as part3 } from './part-3.ts';
import type { CityLocal } from './types.ts';

export type { CityLocal } from './types.ts';

export const cityLocalDetails: Record<string, CityLocal> = { ...part1, ...part2, ...part3 };
