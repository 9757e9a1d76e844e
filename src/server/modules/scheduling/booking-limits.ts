import type { BookingLimits } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { BookingCounts, OfficeHoldCounts } from './booking-requests.repository.ts';

/** The per-day limits look back this far (a rolling day, so no midnight rush). */
export const LIMIT_WINDOW_MS = 24 * 3_600_000;

/**
 * An e-mail address as the limits count it: lower case, without a `+tag` in its local part, so
 * `Dana+1@Example.com` and `dana@example.com` are one mailbox.
 */
export function emailKey(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0]!;
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

const appointments = (n: number) => `${n} upcoming appointment${n === 1 ? '' : 's'}`;

/**
 * Refuses a booking over a limit with a 429 that says which and what to do (decision 0034): one
 * e-mail holds at most `upcomingPerEmail` appointments ahead and is sent at most `perEmailPerDay`
 * bookings' e-mails a day; one client address books at most `perAddressPerDay` a day.
 */
export function refuseOverLimits(counts: BookingCounts, limits: BookingLimits, companyPhone: string): void {
  if (counts.upcomingForEmail >= limits.upcomingPerEmail) {
    throw new AppError(
      'RATE_LIMITED',
      `This e-mail address already has ${appointments(counts.upcomingForEmail)} with us. To book another, call us at ${companyPhone}.`,
    );
  }
  if (counts.emailSince >= limits.perEmailPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `This e-mail address has been used for ${counts.emailSince} bookings in the last 24 hours. Please try again tomorrow, or call us at ${companyPhone}.`,
    );
  }
  if (counts.addressSince >= limits.perAddressPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many bookings from your network in the last 24 hours. Please try again tomorrow, or call us at ${companyPhone}.`,
    );
  }
}

/**
 * Refuses an office hold (decision 0041) over the live caps with a 429 that says what to do: one
 * client address has at most `officeHoldsPerAddress` waiting for the office's call, and the site at
 * most `officeHoldsTotal`. A hold blocks its slot until the visit on an e-mail nobody proved, so the
 * per-day limits alone would let one address keep dozens of slots for weeks and the office calling.
 */
export function refuseOverOfficeHolds(holds: OfficeHoldCounts, limits: BookingLimits, companyPhone: string): void {
  if (holds.fromAddress >= limits.officeHoldsPerAddress) {
    throw new AppError(
      'RATE_LIMITED',
      `Your network already has ${holds.fromAddress} walk-through${holds.fromAddress === 1 ? '' : 's'} waiting for our call to confirm. We will call about ${holds.fromAddress === 1 ? 'it' : 'them'} first; to book another now, call us at ${companyPhone}.`,
    );
  }
  if (holds.total >= limits.officeHoldsTotal) {
    throw new AppError(
      'RATE_LIMITED',
      `We have more walk-through requests waiting for our call than we can take online just now. Please call us at ${companyPhone} to book, or try again tomorrow.`,
    );
  }
}
