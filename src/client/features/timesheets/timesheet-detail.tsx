import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CircleAlert, History, LockOpen, MapPinOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { getTimesheet } from '#shared/contracts/timesheets.endpoints.ts';
import type { TimesheetEntry, TimesheetWeek } from '#shared/contracts/timesheets.ts';
import type { MileageLog, TimeEntry } from '#shared/contracts/time.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { formatCents, formatShortDay, formatWallTime, formatWeekRange, minnesotaClock } from '../../lib/business-format.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { EntryDialog } from './entry-dialog.tsx';
import { formatHours, formatMiles, payText, rateText } from './timesheet-format.ts';
import { ApproveWeekDialog, DeleteEntryDialog, ReopenWeekDialog } from './week-actions.tsx';
import { SetRateForm } from './set-rate-form.tsx';
import { PunchPlaces } from './punch-places.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';

export function useTimesheet(employeeId: number, week: string) {
  return useQuery({
    ...apiQuery(getTimesheet, { params: { employeeId }, query: { week } }),
    enabled: Number.isInteger(employeeId) && employeeId > 0,
  });
}

const sourceLabels: Record<TimeEntry['source'], string> = { clock: 'Clocked', manual: 'Typed by employee', admin: 'Admin correction' };

/** 'Tue, Nov 24 · 9:00 AM – 5:30 PM' (the end with its own day when it ran past midnight). */
function entryTimes(entry: TimeEntry): string {
  const day = companyDate(new Date(entry.clockIn));
  const start = `${formatShortDay(day)} · ${formatWallTime(minnesotaClock(entry.clockIn))}`;
  if (!entry.clockOut) return `${start} – still clocked in`;
  const endDay = companyDate(new Date(entry.clockOut));
  const end = formatWallTime(minnesotaClock(entry.clockOut));
  return `${start} – ${endDay === day ? end : `${formatShortDay(endDay)} ${end}`}`;
}

function distance(meters: number | null): string {
  if (meters === null) return 'no site location';
  return meters >= 1000 ? `${(meters / 1000).toFixed(1)} km` : `${meters} m`;
}

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One employee's week: totals, approval, the entries (corrected here while open), trips and days.
 * `entryHistory` shows an entry's audit trail when asked for (the page passes it in).
 */
export function TimesheetDetail({
  week,
  entryHistory,
}: {
  week: TimesheetWeek;
  entryHistory?: ((entry: TimeEntry) => ReactNode) | undefined;
}) {
  const [dialog, setDialog] = useState<'approve' | 'reopen' | 'entry' | null>(null);
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const open = week.status === 'open';
  const blockersId = useId();
  const blocked = open && week.approvalBlockers.length > 0;
  return (
    <>
      <Card role="region" aria-labelledby="week-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="week-heading" className="text-lg font-semibold text-slate-900">
              {formatWeekRange(week.weekStart)}
            </h2>
            <Badge variant={open ? 'info' : 'secondary'}>{open ? 'Open' : 'Approved'}</Badge>
            {week.exportedAt ? <Badge variant="outline">Exported {formatMinnesotaTime(week.exportedAt)}</Badge> : null}
          </div>
          <div className="flex flex-wrap gap-2 max-sm:w-full [&>*]:max-sm:flex-1">
            {open ? (
              <>
                <Button variant="outline" onClick={() => setDialog('entry')}>
                  <Plus aria-hidden="true" />
                  Add entry
                </Button>
                {/* aria-disabled rather than disabled: it stays focusable, and reads out why (the note below). */}
                <Button
                  aria-disabled={blocked || undefined}
                  aria-describedby={blocked ? blockersId : undefined}
                  onClick={() => {
                    if (!blocked) setDialog('approve');
                  }}
                >
                  <CalendarCheck aria-hidden="true" />
                  Approve week
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setDialog('reopen')}>
                <LockOpen aria-hidden="true" />
                Reopen week
              </Button>
            )}
          </div>
        </div>
        {blocked ? <ApprovalBlockers week={week} id={blockersId} /> : null}
        <dl className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-4 sm:p-5">
          <Total label="Hours">{formatHours(week.totalHours)}</Total>
          <Total label="Miles">{formatMiles(week.totalMiles)}</Total>
          <Total label="Rate">{rateText(week)}</Total>
          <Total label="Pay">{payText(week)}</Total>
        </dl>
        {week.approvedAt ? (
          <p className="px-4 pb-4 text-sm text-slate-600 sm:px-5">
            Approved {formatMinnesotaTime(week.approvedAt)}
            {week.approvedBy ? ` by ${week.approvedBy.name}` : ''}. Its entries and trips are locked.
          </p>
        ) : null}
        {week.farPunches > 0 ? (
          <p className="mx-4 mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:mx-5">
            <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {week.farPunches} {week.farPunches === 1 ? 'entry was' : 'entries were'} punched more than 300 m from the visit’s site.
          </p>
        ) : null}
      </Card>

      <Card role="region" aria-labelledby="entries-heading" className="overflow-hidden">
        <h2 id="entries-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5">
          Time entries ({week.entries.length})
        </h2>
        {week.entries.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">
            No time recorded this week.{open ? ' Add an entry if some is missing.' : ''}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Time entries">
            {week.entries.map((entry) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                editable={open}
                onEdit={() => {
                  setEditing(entry);
                  setDialog('entry');
                }}
                onDelete={() => setDeleting(entry)}
                history={entryHistory}
              />
            ))}
          </ul>
        )}
      </Card>

      <Card role="region" aria-labelledby="trips-heading" className="overflow-hidden">
        <h2 id="trips-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5">
          Trips ({week.trips.length})
        </h2>
        {week.trips.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">No drive-mode trips this week.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Trips">
            {week.trips.map((trip) => (
              <TripRow key={trip.id} trip={trip} />
            ))}
          </ul>
        )}
      </Card>

      {week.days.length > 0 ? (
        <Card role="region" aria-labelledby="days-heading" className="overflow-hidden">
          <h2 id="days-heading" className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5">
            Days, as payroll counts them
          </h2>
          <TableScroller label="Days table">
            <table className="w-full min-w-[18rem] text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Day
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Hours
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Miles
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    Pay
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {week.days.map((day) => (
                  <tr key={day.date}>
                    <td className="px-4 py-2">{formatShortDay(day.date)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatHours(day.hours)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatMiles(day.miles)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{day.payCents === null ? '—' : formatCents(day.payCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </Card>
      ) : null}

      <ApproveWeekDialog week={week} open={dialog === 'approve'} onClose={() => setDialog(null)} />
      <ReopenWeekDialog week={week} open={dialog === 'reopen'} onClose={() => setDialog(null)} />
      <EntryDialog
        employee={week.employee}
        week={week.weekStart}
        entry={editing}
        open={dialog === 'entry'}
        onClose={() => {
          setDialog(null);
          setEditing(null);
        }}
      />
      <DeleteEntryDialog entry={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** Why Approve is off, as the server works it out (decision 0040), with the missing rate settable here. */
function ApprovalBlockers({ week, id }: { week: TimesheetWeek; id: string }) {
  const noRate = week.approvalBlockers.some((b) => b.code === 'no-hourly-rate');
  return (
    <div
      role="note"
      aria-labelledby={`${id}-title`}
      className="mx-4 mt-4 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:mx-5"
    >
      <div id={id}>
        <p id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          This week cannot be approved yet
        </p>
        <ul className="mt-1 grid list-disc gap-1 pl-10">
          {week.approvalBlockers.map((blocker) => (
            <li key={blocker.code}>{blocker.message}</li>
          ))}
        </ul>
      </div>
      {noRate ? <SetRateForm employee={week.employee} /> : null}
    </div>
  );
}

function EntryRow({
  entry,
  editable,
  onEdit,
  onDelete,
  history,
}: {
  entry: TimesheetEntry;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  history: ((entry: TimeEntry) => ReactNode) | undefined;
}) {
  const [showHistory, setShowHistory] = useState(false);
  return (
    <li className="grid gap-2 px-4 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {entryTimes(entry)}
          <span className="ml-2 font-semibold tabular-nums">{entry.hoursWorked !== null ? formatHours(entry.hoursWorked) : ''}</span>
        </p>
        <p className="text-slate-600">
          {sourceLabels[entry.source]}
          {entry.bookingId !== null ? (
            <>
              {' · '}
              {/* The site's name, as the employee portal says it; the number only for a visit booked without a site. */}
              <Link href={`/admin/bookings/${entry.bookingId}`} className="font-medium text-brand-800 hover:underline">
                {entry.siteName ? `At ${entry.siteName}` : `Visit #${entry.bookingId}`}
              </Link>
            </>
          ) : (
            ' · No visit'
          )}
          {entry.description ? ` · ${entry.description}` : ''}
        </p>
        <PunchPlaces entry={entry} />
        {entry.farFromSite ? (
          <p className="mt-1 flex items-start gap-1.5 font-medium text-amber-800">
            <MapPinOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Far from the site: in {distance(entry.distanceMeters)}, out {distance(entry.clockOutDistanceMeters)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {history ? (
          <Button variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
            <History aria-hidden="true" />
            History<span className="sr-only"> of the entry of {entryTimes(entry)}</span>
          </Button>
        ) : null}
        {editable ? (
          <>
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Correct<span className="sr-only"> the entry of {entryTimes(entry)}</span>
            </Button>
            <Button variant="outline" onClick={onDelete} className="text-red-700">
              <Trash2 aria-hidden="true" />
              Delete<span className="sr-only"> the entry of {entryTimes(entry)}</span>
            </Button>
          </>
        ) : null}
      </div>
      {showHistory && history ? <div className="sm:col-span-2">{history(entry)}</div> : null}
    </li>
  );
}

function TripRow({ trip }: { trip: MileageLog }) {
  const day = companyDate(new Date(trip.startedAt));
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:px-5">
      <p className="font-medium text-slate-900">
        {formatShortDay(day)} · {formatWallTime(minnesotaClock(trip.startedAt))}
        {trip.endedAt ? ` – ${formatWallTime(minnesotaClock(trip.endedAt))}` : ' – under way'}
        <span className="ml-2 font-semibold tabular-nums">{trip.miles !== null ? formatMiles(trip.miles) : ''}</span>
      </p>
      <p className="text-slate-600 [overflow-wrap:anywhere]">
        From {trip.startAddress}
        {trip.destination ? ` to ${trip.destination}` : ''} · odometer {trip.startMileage.toFixed(1)}
        {trip.endMileage !== null ? ` – ${trip.endMileage.toFixed(1)}` : ''}
        {trip.minutes !== null ? ` · ${trip.minutes} min` : ''}
      </p>
    </li>
  );
}
