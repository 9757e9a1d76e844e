import type { CityLocal } from './types.ts';

/** Local details by city slug (see index.ts for what belongs here). */
export const cityLocalPart: Record<string, CityLocal> = {};
