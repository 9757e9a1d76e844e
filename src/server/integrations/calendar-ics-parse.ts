import ICAL from 'ical.js';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { addDays, zonedInstant } from '#shared/domain/company-time.ts';

/** A busy time read from a feed: one row of `calendar_events`. */
export interface BusyEvent {
  /** The VEVENT's UID, plus `#<occurrence start, UTC ISO>` for an occurrence of a recurring event. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location: string | null;
}

/** How many occurrences one recurring event may yield before we stop walking it (a MINUTELY rule since 2000 would never end). */
const MAX_STEPS_PER_EVENT = 20_000;

type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;
type Component = InstanceType<typeof ICAL.Component>;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (t: Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;
/** A property's TZID parameter (ical.js types parameters as string or list). */
const tzidOf = (c: Component, name: string): string | undefined => {
  const value = c.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

/** Whether Intl knows the zone (a TZID with no VTIMEZONE block is usually an IANA name). */
function knownZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a date-time. UTC and zones defined by the file's VTIMEZONE blocks are ical.js's
 * work; a TZID the file does not define (non-compliant, but common) is read as an IANA zone through
 * Intl; a floating time is the company's wall clock (the calendar is the company's).
 */
function instant(t: Time, tzid: string | undefined): Date {
  const tz = t.zone?.tzid;
  if (tz && tz !== 'floating') return new Date(t.toUnixTime() * 1000);
  const zone = tzid && knownZone(tzid) ? tzid : COMPANY_TIME_ZONE;
  return new Date(zonedInstant(dateOf(t), `${pad(t.hour)}:${pad(t.minute)}`, zone).getTime() + t.second * 1000);
}

/**
 * Whether an event leaves the time free: TRANSP:TRANSPARENT ("show as free"), Outlook's
 * X-MICROSOFT-CDO-BUSYSTATUS:FREE, or STATUS:CANCELLED.
 */
function leavesTimeFree(c: Component): boolean {
  const transp = String(c.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(c.getFirstPropertyValue('status') ?? '').toUpperCase();
  const busy = String(c.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase();
  return transp === 'TRANSPARENT' || status === 'CANCELLED' || busy === 'FREE';
}

/**
 * One occurrence as a busy time, or null when it takes no time or falls outside the window. An
 * all-day event that is busy (not transparent: both Google and Outlook make all-day events "free"
 * unless the owner says otherwise) blocks its whole company days: DTEND is the day after the last.
 */
function busy(item: Event, start: Time, end: Time, uid: string, tzid: string | undefined, window: Window): BusyEvent | null {
  if (leavesTimeFree(item.component)) return null;
  let from: Date;
  let to: Date;
  if (start.isDate) {
    from = zonedInstant(dateOf(start));
    to = zonedInstant(end.isDate && dateOf(end) > dateOf(start) ? dateOf(end) : addDays(dateOf(start), 1));
  } else {
    from = instant(start, tzid);
    to = instant(end, tzidOf(item.component, 'dtend') ?? tzid);
  }
  if (!(to > from) || to <= window.from || from >= window.to) return null;
  const title = (item.summary ?? '').trim().slice(0, 300) || 'Busy';
  const location = (item.location ?? '').trim().slice(0, 300) || null;
  return { uid, title, start: from, end: to, location };
}

export interface Window {
  from: Date;
  to: Date;
}

/**
 * The busy times of an iCalendar text within the window, recurring events expanded (RRULE, RDATE,
 * EXDATE, and moved or cancelled occurrences given as RECURRENCE-ID overrides). Throws when the text
 * is not an iCalendar file.
 */
export function parseBusyEvents(text: string, window: Window): BusyEvent[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  if (root.name !== 'vcalendar') throw new Error('not an iCalendar file');

  const masters = new Map<string, Event>();
  const overrides: Component[] = [];
  for (const c of root.getAllSubcomponents('vevent')) {
    const uid = String(c.getFirstPropertyValue('uid') ?? '');
    if (!uid || !c.hasProperty('dtstart')) continue;
    if (c.hasProperty('recurrence-id')) overrides.push(c);
    else if (!masters.has(uid)) masters.set(uid, new ICAL.Event(c));
  }
  const orphans: Event[] = [];
  for (const c of overrides) {
    const master = masters.get(String(c.getFirstPropertyValue('uid')));
    if (master?.isRecurring()) master.relateException(c);
    else orphans.push(new ICAL.Event(c));
  }

  const found: BusyEvent[] = [];
  for (const [uid, event] of masters) {
    const tzid = tzidOf(event.component, 'dtstart');
    if (!event.isRecurring()) {
      const one = busy(event, event.startDate, event.endDate, uid, tzid, window);
      if (one) found.push(one);
      continue;
    }
    const it = event.iterator();
    for (let step = 0, next = it.next(); next && step < MAX_STEPS_PER_EVENT; step++, next = it.next()) {
      const details = event.getOccurrenceDetails(next);
      // The occurrence's original start names it, so a moved occurrence keeps its row.
      const key = `${uid}#${instant(details.recurrenceId, tzid).toISOString()}`;
      const one = busy(details.item, details.startDate, details.endDate, key, tzid, window);
      if (one) found.push(one);
      // Occurrences come in order of their original start; a moved one may land a day either side.
      if (instant(next, tzid).getTime() >= window.to.getTime() + 86_400_000) break;
    }
  }
  for (const event of orphans) {
    const tzid = tzidOf(event.component, 'dtstart');
    const key = `${event.uid}#${instant(event.recurrenceId, tzid).toISOString()}`;
    const one = busy(event, event.startDate, event.endDate, key, tzid, window);
    if (one) found.push(one);
  }
  // A feed that repeats a UID keeps its first: the table's (source, uid) is unique.
  const seen = new Set<string>();
  return found.filter((e) => !seen.has(e.uid) && seen.add(e.uid));
}
