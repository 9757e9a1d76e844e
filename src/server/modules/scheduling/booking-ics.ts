import { createEvent } from 'ics';

/** One booked visit as a calendar file says it. */
export interface CalendarInvite {
  /** Stable across sends, so a calendar that imports it twice keeps one event. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location: string;
  /** PRODID: who made the file. */
  productId: string;
}

/**
 * The visit as an iCalendar file (RFC 5545) that Google, Outlook and Apple calendars import: one
 * VEVENT in UTC (no time-zone block to get wrong), METHOD:PUBLISH so mail programs offer "add to
 * calendar" rather than a meeting reply. Built with the `ics` package, which escapes and folds the text.
 */
export function calendarInvite(invite: CalendarInvite): string {
  const { error, value } = createEvent({
    uid: invite.uid,
    productId: invite.productId,
    method: 'PUBLISH',
    start: invite.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.title,
    description: invite.description,
    location: invite.location,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
