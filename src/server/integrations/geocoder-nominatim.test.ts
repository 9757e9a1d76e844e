import { describe, expect, it } from 'vitest';
import { pointFromNominatimSearch } from './geocoder-nominatim.ts';

/** One place of Nominatim's `/search?format=jsonv2` answer, as it sends it (degrees as strings). */
const place = (lat: unknown, lon: unknown) => ({
  place_id: 297_432_112,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 44_112_881,
  lat,
  lon,
  category: 'building',
  type: 'commercial',
  place_rank: 30,
  importance: 0.00001,
  addresstype: 'building',
  name: '',
  display_name: '7001, France Avenue South, Edina, Hennepin County, Minnesota, 55435, United States',
  boundingbox: ['44.8765', '44.8767', '-93.3302', '-93.3300'],
});

describe('pointFromNominatimSearch', () => {
  it('reads the first (best) place of the answer', () => {
    expect(pointFromNominatimSearch([place('44.8766123', '-93.3301456'), place('45.0', '-93.0')])).toEqual({
      lat: 44.8766123,
      lng: -93.3301456,
    });
    expect(pointFromNominatimSearch([place('0', '180')])).toEqual({ lat: 0, lng: 180 });
  });

  it('finds nothing in an empty answer, an error object or something that is no answer', () => {
    expect(pointFromNominatimSearch([])).toBeNull();
    expect(pointFromNominatimSearch({ error: 'Unable to geocode' })).toBeNull();
    expect(pointFromNominatimSearch(place('44.8766', '-93.3301'))).toBeNull();
    expect(pointFromNominatimSearch(null)).toBeNull();
    expect(pointFromNominatimSearch('[]')).toBeNull();
    expect(pointFromNominatimSearch([null])).toBeNull();
  });

  it('refuses coordinates out of range or not written as decimal degrees', () => {
    for (const [lat, lon] of [
      ['90.5', '-93.3'],
      ['44.8', '-180.01'],
      ['', '-93.3'],
      ['44.8', undefined],
      [44.8, -93.3],
      ['0x2C', '-93.3'],
      ['4.48e1', '-93.3'],
      ['NaN', '-93.3'],
      ['Infinity', '-93.3'],
      ['44.8 N', '-93.3'],
    ]) {
      expect(pointFromNominatimSearch([place(lat, lon)]), `${String(lat)},${String(lon)}`).toBeNull();
    }
  });
});
