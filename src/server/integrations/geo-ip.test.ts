import { describe, expect, it } from 'vitest';
import { placeOf } from './geo-ip.ts';

describe('placeOf (offline GeoIP)', () => {
  it('finds a Twin Cities address and names the country in English', async () => {
    // A Comcast block in St. Paul, in the database shipped with the package.
    expect(await placeOf('24.118.0.1')).toEqual({ country: 'United States', city: 'Saint Paul' });
  });

  it('answers Unknown for private, loopback, malformed and missing addresses', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.5', '::1', 'not-an-ip', undefined]) {
      expect(await placeOf(ip)).toEqual({ country: 'Unknown', city: 'Unknown' });
    }
  });
});
