import { createEvent, createEvents, type EventAttributes } from 'ics';

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
  /** DTSTAMP: when this version of the event was made (default now); fixed, the same answer gives the same file. */
  stamp?: Date | undefined;
  /** TENTATIVE while the office has still to confirm it (decision 0041); CONFIRMED by default; CANCELLED once called off. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /**
   * SEQUENCE: 0 as first sent, one more with each change (decision 0048), so a calendar that has the
   * event (same UID) updates it rather than adding a second one.
   */
  sequence?: number | undefined;
  /** PUBLISH (default), or CANCEL for a cancelled visit, which calendars then remove. */
  method?: 'PUBLISH' | 'CANCEL';
}

/**
 * The visit as an iCalendar file (RFC 5545) that Google, Outlook and Apple calendars import: one
 * VEVENT in UTC (no time-zone block to get wrong), METHOD:PUBLISH so mail programs offer "add to
 * calendar" rather than a meeting reply. Built with the `ics` package, which escapes and folds the text.
 */
export function calendarInvite(invite: CalendarInvite): string {
  const { error, value } = createEvent({
    ...eventOf(invite),
    status: invite.status ?? 'CONFIRMED',
    ...(invite.sequence !== undefined && { sequence: invite.sequence }),
    productId: invite.productId,
    method: invite.method ?? 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}

/** One visit as a VEVENT in UTC, busy and confirmed. */
const eventOf = (invite: Omit<CalendarInvite, 'productId'>): EventAttributes => ({
  uid: invite.uid,
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
  ...(invite.stamp && { timestamp: invite.stamp.getTime() }),
});

/**
 * Many visits as one subscribable calendar (decision 0018, "Calendar feeds"): the same VEVENTs as the
 * confirmation's, with the same UIDs, so an event a calendar already imported from an e-mail is the
 * feed's event too. An empty feed is a calendar without events (a subscriber must not see an error).
 */
export function calendarFeed(invites: Array<Omit<CalendarInvite, 'productId'>>, header: { productId: string; name: string }): string {
  if (invites.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      `PRODID:${header.productId}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${header.name}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(invites.map(eventOf), { productId: header.productId, method: 'PUBLISH', calName: header.name });
  if (error || !value) throw error ?? new Error('The calendar feed could not be built');
  return value;
}
