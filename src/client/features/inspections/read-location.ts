import { formatLatLng } from '#shared/domain/geo.ts';

/** As punches read it (signed-in spec §9): high accuracy, a 10 s timeout, a position up to 60 s old. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/**
 * Where the inspection was done, as 'lat,lng' the way the time clock sends it; null when the phone
 * cannot or may not tell. An inspection is never held back for it: the server records it without a
 * place, and the admins see that.
 */
export function readLocation(): Promise<string | null> {
  return new Promise((resolve) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      resolve(null);
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve(formatLatLng({ lat: position.coords.latitude, lng: position.coords.longitude })),
      () => resolve(null),
      OPTIONS,
    );
  });
}
