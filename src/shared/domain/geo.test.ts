import { describe, expect, it } from 'vitest';
import { distanceMeters, parseLatLng } from './geo.ts';

describe('locations', () => {
  it("reads 'lat,lng' and refuses anything else or out of range", () => {
    expect(parseLatLng('44.9778,-93.2650')).toEqual({ lat: 44.9778, lng: -93.265 });
    expect(parseLatLng(' 44.9778 , -93.2650 ')).toEqual({ lat: 44.9778, lng: -93.265 });
    for (const bad of ['', '44.9', '91,0', '0,181', 'abc,def', '44.9,-93.2,1', '1e2,3']) expect(parseLatLng(bad), bad).toBeNull();
  });

  it('measures distances as a map would', () => {
    const minneapolis = { lat: 44.9778, lng: -93.265 };
    const stPaul = { lat: 44.9537, lng: -93.09 };
    // About 13.9 km between the two downtowns.
    expect(distanceMeters(minneapolis, stPaul)).toBeGreaterThan(13_700);
    expect(distanceMeters(minneapolis, stPaul)).toBeLessThan(14_100);
    // 0.0027 degrees of latitude is about 300 m.
    expect(Math.round(distanceMeters(minneapolis, { lat: 44.9805, lng: -93.265 }))).toBe(300);
    expect(distanceMeters(minneapolis, minneapolis)).toBe(0);
  });
});
