import type { SecurityEvent } from '#shared/contracts/security.ts';
import { describeDetail } from './event-labels.ts';
import { EventOrigin, EventSubject, EventTime } from './event-parts.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';

const dt = 'text-xs font-medium text-slate-500';
const dd = 'text-sm text-slate-800';

/** The phone and tablet view of the security log: one card per event. */
export function SecurityEventCards({ events, now }: { events: readonly SecurityEvent[]; now: number }) {
  return (
    <ul className="grid gap-3 p-3 sm:grid-cols-2 lg:hidden" aria-label="Security events">
      {events.map((event) => {
        const detail = describeDetail(event);
        return (
          <li key={event.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="grid justify-items-start gap-1.5 text-sm">
              <EventTypeBadge type={event.type} />
              <EventTime at={event.occurredAt} now={now} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <div>
                <dt className={dt}>Account</dt>
                <dd className={dd}>
                  <EventSubject event={event} />
                </dd>
              </div>
              <div>
                <dt className={dt}>By</dt>
                <dd className={dd}>{event.actor?.username ?? '—'}</dd>
              </div>
              {detail ? (
                <div className="col-span-2">
                  <dt className={dt}>Details</dt>
                  <dd className={`${dd} [overflow-wrap:anywhere]`}>{detail}</dd>
                </div>
              ) : null}
              <div className="col-span-2">
                <dt className={dt}>From</dt>
                <dd className={dd}>
                  <EventOrigin event={event} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
