/**
 * The walk-through holds the generator leaves waiting for the office's call, kept under the live caps
 * the scheduling page enforces (decision 0041, booking-limits.ts `refuseOverOfficeHolds`): the story
 * plans its bookings out of time order, so each planned hold is checked at its own booking and at
 * every booking made while it waits. The demo keeps its holds to half the site-wide cap, so someone
 * trying the scheduling page on the demo still books online.
 */
export interface OfficeHold {
  /** The client address it was booked from. */
  address: string;
  /** When it was booked (ms). */
  from: number;
  /** When it stops counting: the office confirmed it, or its visit began (ms). */
  until: number;
}

export interface OfficeHoldCaps {
  officeHoldsTotal: number;
  officeHoldsPerAddress: number;
}

export function createOfficeHoldLedger(caps: OfficeHoldCaps) {
  const total = Math.max(1, Math.floor(caps.officeHoldsTotal / 2));
  const perAddress = caps.officeHoldsPerAddress;
  const holds: OfficeHold[] = [];
  /** The holds waiting at `moment`, booked before it (what the page counts when a booking is made then). */
  const waitingAt = (moment: number) => holds.filter((h) => h.from < moment && h.until > moment);

  return {
    /** Takes the hold if every booking, its own and those made while it waits, stays under the caps; false: not taken. */
    take(hold: OfficeHold): boolean {
      const own = waitingAt(hold.from);
      if (own.length >= total || own.filter((h) => h.address === hold.address).length >= perAddress) return false;
      for (const later of holds) {
        if (later.from <= hold.from || later.from >= hold.until) continue;
        const waiting = waitingAt(later.from);
        if (waiting.length + 1 >= total) return false;
        if (later.address === hold.address && waiting.filter((h) => h.address === hold.address).length + 1 >= perAddress) {
          return false;
        }
      }
      holds.push(hold);
      return true;
    },
    /** The most holds waiting at any booking (for the tests). */
    peak(): number {
      return Math.max(0, ...holds.map((h) => waitingAt(h.from).length));
    },
  };
}
