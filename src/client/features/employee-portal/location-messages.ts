/**
 * Why the browser gave no position, and what the portal says about it (signed-in spec §8,
 * "Location"). A timeout reads as unavailable: the spec has one sentence for both.
 */
export type LocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export interface PortalMessage {
  title: string;
  description?: string | undefined;
}

export const GETTING_LOCATION = 'Getting your location...';

/** The spec's words for a clock-in or clock-out that could not read the location. */
export function clockLocationMessage(failure: LocationFailure): PortalMessage {
  switch (failure) {
    case 'unsupported':
      return { title: 'Geolocation is not supported by this browser.' };
    case 'denied':
      return { title: 'Location Required', description: 'Please enable location services to clock in/out.' };
    case 'unavailable':
    case 'timeout':
      return { title: 'Unable to retrieve your location' };
  }
}

/**
 * Drive mode says 'Drive Mode Error' when the location cannot be read (spec §8); the reason is
 * the spec's location sentence, except that a refused permission names drive mode, not clocking.
 */
export function driveLocationMessage(failure: LocationFailure): PortalMessage {
  const reason =
    failure === 'denied' ? 'Location Required: please enable location services to use drive mode.' : clockLocationMessage(failure).title;
  return { title: 'Drive Mode Error', description: reason };
}

/** GeolocationPositionError codes (happy-dom and older browsers lack the named constants). */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

export function failureOfPositionError(error: { code: number }): LocationFailure {
  if (error.code === PERMISSION_DENIED) return 'denied';
  if (error.code === TIMEOUT) return 'timeout';
  return 'unavailable';
}
