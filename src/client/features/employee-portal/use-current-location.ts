import { useCallback, useState } from 'react';
import { formatLatLng } from '#shared/domain/geo.ts';
import { failureOfPositionError, type LocationFailure } from './location-messages.ts';

/** Signed-in spec §9: high accuracy, a 10 s timeout, a cached position up to 60 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export type LocationResult = { ok: true; location: string } | { ok: false; failure: LocationFailure };

export type LocationState =
  { status: 'idle' } | { status: 'locating' } | { status: 'verified'; location: string } | { status: 'failed'; failure: LocationFailure };

/**
 * The device's position as the API takes it ('lat,lng'), read when asked (never on load, so
 * the permission prompt follows a tap on Clock In or Start Drive). `locate()` settles with the
 * outcome rather than throwing; `state` says the same for the screen (spec §4: a location is
 * unverified until a reading succeeds).
 */
export function useCurrentLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle' });

  const locate = useCallback(
    () =>
      new Promise<LocationResult>((resolve) => {
        const fail = (failure: LocationFailure) => {
          setState({ status: 'failed', failure });
          resolve({ ok: false, failure });
        };
        const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
        if (!geolocation) {
          fail('unsupported');
          return;
        }
        setState({ status: 'locating' });
        geolocation.getCurrentPosition(
          (position) => {
            const location = formatLatLng({ lat: position.coords.latitude, lng: position.coords.longitude });
            setState({ status: 'verified', location });
            resolve({ ok: true, location });
          },
          (error) => fail(failureOfPositionError(error)),
          GEOLOCATION_OPTIONS,
        );
      }),
    [],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, locate, reset };
}
