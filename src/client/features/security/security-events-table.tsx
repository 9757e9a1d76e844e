import type { SecurityEvent } from '#shared/contracts/security.ts';
import { describeDetail } from './event-labels.ts';
import { EventOrigin, EventSubject, EventTime } from './event-parts.tsx';
import { EventTypeBadge } from './event-type-badge.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-top';

/** The desk view of the security log (from the lg breakpoint; phones get cards). */
export function SecurityEventsTable({ events, now }: { events: readonly SecurityEvent[]; now: number }) {
  return (
    // Scrolls sideways when the screen is narrow: focusable, so keyboards can scroll it too.
    <TableScroller label="Security events table" className="hidden lg:block">
      <table className="w-full min-w-[60rem] border-collapse text-sm">
        <caption className="sr-only">Security events, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={`${th} pl-4`}>
              When
            </th>
            <th scope="col" className={th}>
              Event
            </th>
            <th scope="col" className={th}>
              Account
            </th>
            <th scope="col" className={th}>
              By
            </th>
            <th scope="col" className={th}>
              Details
            </th>
            <th scope="col" className={`${th} pr-4`}>
              From
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => (
            <tr key={event.id} className="hover:bg-slate-50/70">
              <td className={`${td} min-w-56 pl-4`}>
                <EventTime at={event.occurredAt} now={now} />
              </td>
              <td className={td}>
                <EventTypeBadge type={event.type} />
              </td>
              <td className={`${td} min-w-32`}>
                <EventSubject event={event} />
              </td>
              <td className={`${td} text-slate-800`}>{event.actor?.username ?? <span className="text-slate-500">—</span>}</td>
              <td className={`${td} min-w-48 text-slate-800 [overflow-wrap:anywhere]`}>{describeDetail(event) || '—'}</td>
              <td className={`${td} pr-4`}>
                <EventOrigin event={event} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
