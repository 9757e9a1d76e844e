import { describe, expect, it } from 'vitest';
import { calculatorPrefill, cityNameFromSlug } from './quote-prefill.ts';

describe('cityNameFromSlug', () => {
  it('turns a slug into words', () => {
    expect(cityNameFromSlug('st-louis-park')).toBe('St Louis Park');
    expect(cityNameFromSlug('minneapolis')).toBe('Minneapolis');
    expect(cityNameFromSlug('Eden-Prairie')).toBe('Eden Prairie');
  });

  it('ignores anything that is not a slug', () => {
    expect(cityNameFromSlug('')).toBe('');
    expect(cityNameFromSlug('<script>')).toBe('');
    expect(cityNameFromSlug('a--b')).toBe('');
  });
});

describe('calculatorPrefill', () => {
  it('maps a services page id to a facility type', () => {
    expect(calculatorPrefill('service=medical-facilities')).toEqual({ facilityType: 'medical' });
    expect(calculatorPrefill('?service=retail-spaces')).toEqual({ facilityType: 'retail' });
  });

  it('ignores unknown services, including inherited object keys', () => {
    expect(calculatorPrefill('service=constructor')).toEqual({});
    expect(calculatorPrefill('service=unknown')).toEqual({});
  });

  it('takes ?type= when it is a facility type, over ?service=', () => {
    expect(calculatorPrefill('service=office-cleaning&type=warehouse')).toEqual({ facilityType: 'warehouse' });
    expect(calculatorPrefill('type=castle')).toEqual({});
  });

  it('reads square footage and the city', () => {
    expect(calculatorPrefill('sqft=12,500&city=st-louis-park')).toEqual({ squareFootage: '12500', address: 'St Louis Park' });
    expect(calculatorPrefill('sqft=-3')).toEqual({});
    expect(calculatorPrefill('sqft=0')).toEqual({});
  });

  it('gives nothing for an empty query', () => {
    expect(calculatorPrefill('')).toEqual({});
  });
});
