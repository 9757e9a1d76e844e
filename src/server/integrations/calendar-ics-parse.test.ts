import { describe, expect, it } from 'vitest';
import { parseBusyEvents } from './calendar-ics-parse.ts';

const window = { from: new Date('2026-10-19T05:00:00Z'), to: new Date('2027-01-20T06:00:00Z') };

/** America/Chicago as Google writes it: CDT until the first Sunday of November, then CST. */
const CHICAGO = `BEGIN:VTIMEZONE
TZID:America/Chicago
BEGIN:DAYLIGHT
TZOFFSETFROM:-0600
TZOFFSETTO:-0500
TZNAME:CDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0500
TZOFFSETTO:-0600
TZNAME:CST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

const calendar = (body: string, zones = CHICAGO) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', zones, body, 'END:VCALENDAR'].filter(Boolean).join('\r\n');

const weekly = `BEGIN:VEVENT
UID:standup@example.com
SUMMARY:Team stand-up
LOCATION:Office
DTSTART;TZID=America/Chicago:20261020T090000
DTEND;TZID=America/Chicago:20261020T100000
RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5
EXDATE;TZID=America/Chicago:20261027T090000
END:VEVENT`;

const iso = (events: Array<{ start: Date; end: Date }>) => events.map((e) => [e.start.toISOString(), e.end.toISOString()]);

describe('parseBusyEvents', () => {
  it('expands a weekly event in Chicago time across the end of daylight saving, without the EXDATE', () => {
    const events = parseBusyEvents(calendar(weekly), window);
    // 9 AM stays 9 AM: 14:00Z in CDT, 15:00Z in CST after 2026-11-01; October 27 is excluded.
    expect(iso(events)).toEqual([
      ['2026-10-20T14:00:00.000Z', '2026-10-20T15:00:00.000Z'],
      ['2026-11-03T15:00:00.000Z', '2026-11-03T16:00:00.000Z'],
      ['2026-11-10T15:00:00.000Z', '2026-11-10T16:00:00.000Z'],
      ['2026-11-17T15:00:00.000Z', '2026-11-17T16:00:00.000Z'],
    ]);
    expect(events[0]).toMatchObject({ uid: 'standup@example.com#2026-10-20T14:00:00.000Z', title: 'Team stand-up', location: 'Office' });
    expect(new Set(events.map((e) => e.uid)).size).toBe(4);
  });

  it('reads a TZID the file does not define as an IANA zone', () => {
    expect(iso(parseBusyEvents(calendar(weekly, ''), window))[1]).toEqual(['2026-11-03T15:00:00.000Z', '2026-11-03T16:00:00.000Z']);
  });

  it('keeps a one-off and skips cancelled, transparent, free and out-of-window events', () => {
    const events = parseBusyEvents(
      calendar(`BEGIN:VEVENT
UID:one-off
SUMMARY:Dentist
DTSTART:20261105T170000Z
DTEND:20261105T180000Z
END:VEVENT
BEGIN:VEVENT
UID:cancelled
STATUS:CANCELLED
DTSTART:20261106T170000Z
DTEND:20261106T180000Z
END:VEVENT
BEGIN:VEVENT
UID:transparent
TRANSP:TRANSPARENT
DTSTART:20261107T170000Z
DTEND:20261107T180000Z
END:VEVENT
BEGIN:VEVENT
UID:free
X-MICROSOFT-CDO-BUSYSTATUS:FREE
DTSTART:20261108T170000Z
DTEND:20261108T180000Z
END:VEVENT
BEGIN:VEVENT
UID:long-ago
DTSTART:20250105T170000Z
DTEND:20250105T180000Z
END:VEVENT`),
      window,
    );
    expect(events).toEqual([
      { uid: 'one-off', title: 'Dentist', location: null, start: new Date('2026-11-05T17:00:00Z'), end: new Date('2026-11-05T18:00:00Z') },
    ]);
  });

  it('blocks the whole company days of a busy all-day event and skips a free one', () => {
    const events = parseBusyEvents(
      calendar(`BEGIN:VEVENT
UID:closed
SUMMARY:Closed for Thanksgiving
DTSTART;VALUE=DATE:20261126
DTEND;VALUE=DATE:20261128
END:VEVENT
BEGIN:VEVENT
UID:birthday
TRANSP:TRANSPARENT
DTSTART;VALUE=DATE:20261130
DTEND;VALUE=DATE:20261201
END:VEVENT`),
      window,
    );
    expect(iso(events)).toEqual([['2026-11-26T06:00:00.000Z', '2026-11-28T06:00:00.000Z']]);
  });

  it('applies a moved occurrence (RECURRENCE-ID) and a cancelled one', () => {
    const events = parseBusyEvents(
      calendar(`${weekly}
BEGIN:VEVENT
UID:standup@example.com
RECURRENCE-ID;TZID=America/Chicago:20261103T090000
SUMMARY:Team stand-up (moved)
DTSTART;TZID=America/Chicago:20261104T130000
DTEND;TZID=America/Chicago:20261104T140000
END:VEVENT
BEGIN:VEVENT
UID:standup@example.com
RECURRENCE-ID;TZID=America/Chicago:20261110T090000
STATUS:CANCELLED
DTSTART;TZID=America/Chicago:20261110T090000
DTEND;TZID=America/Chicago:20261110T100000
END:VEVENT`),
      window,
    );
    expect(iso(events)).toEqual([
      ['2026-10-20T14:00:00.000Z', '2026-10-20T15:00:00.000Z'],
      ['2026-11-04T19:00:00.000Z', '2026-11-04T20:00:00.000Z'],
      ['2026-11-17T15:00:00.000Z', '2026-11-17T16:00:00.000Z'],
    ]);
    expect(events[1]!.uid).toBe('standup@example.com#2026-11-03T15:00:00.000Z');
  });

  it('refuses a text that is not an iCalendar file', () => {
    expect(() => parseBusyEvents('<html>Sign in</html>', window)).toThrow();
    expect(() => parseBusyEvents('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD', window)).toThrow();
  });
});
