import { calendarInvite } from './booking-ics.ts';

/** What a walk-through's calendar file is made from (instants as Dates). */
export interface WalkThroughFile {
  bookingId: number;
  /** The host in the event's UID (the site's), so UIDs stay unique across companies. */
  uidHost: string;
  companyName: string;
  companyPhone: string;
  serviceType: string;
  start: Date;
  end: Date;
  location: string;
  /** Once confirmed; a visit the office has still to confirm has none yet. */
  reference?: string | undefined;
  /** When it was booked or confirmed: the file's DTSTAMP, so one answer asked twice is one file. */
  stamp?: Date | undefined;
  /** SEQUENCE (decision 0048): 0 when confirmed, one more with each reschedule or the cancellation. */
  sequence?: number | undefined;
  /** A cancelled visit: METHOD:CANCEL, STATUS:CANCELLED, so calendars remove the event of that UID. */
  cancelled?: boolean | undefined;
}

/**
 * A walk-through as an .ics file: the page offers it for download and the confirmation e-mail
 * attaches it (decision 0041). The UID is the booking's, as in the company's feed, so the file
 * saved from the page and the one from the e-mail are one event. A visit the office has still to
 * confirm by phone is TENTATIVE and says so.
 */
export function walkThroughCalendarFile(f: WalkThroughFile): string {
  const confirmed = f.reference !== undefined;
  return calendarInvite({
    uid: `booking-${f.bookingId}@${f.uidHost}`,
    productId: `-//${f.companyName}//Scheduling//EN`,
    start: f.start,
    end: f.end,
    title: `Walk-through for ${f.serviceType}: ${f.companyName}`,
    description: confirmed
      ? `Your free walk-through with ${f.companyName} (reference ${f.reference}). To change it, use the link in our e-mail or call ${f.companyPhone}.`
      : `Your free walk-through with ${f.companyName}, to be confirmed: we will call you. Questions: ${f.companyPhone}.`,
    location: f.location,
    stamp: f.stamp,
    status: f.cancelled ? 'CANCELLED' : confirmed ? 'CONFIRMED' : 'TENTATIVE',
    sequence: f.sequence,
    method: f.cancelled ? 'CANCEL' : 'PUBLISH',
  });
}
