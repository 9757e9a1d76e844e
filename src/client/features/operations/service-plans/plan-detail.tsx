import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, CirclePause, CirclePlay, CircleStop, Pencil, Users } from 'lucide-react';
import { getServicePlan, listBookings } from '#shared/contracts/operations.endpoints.ts';
import type { ServicePlan } from '#shared/contracts/operations.ts';
import { crewShortText } from '#shared/domain/crew-size.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { apiQuery } from '../../../lib/api-client.ts';
import { formatCents, formatDate, formatDay, formatShortDay, formatWallTime } from '../../../lib/business-format.ts';
import { callErrorMessage } from '../../../lib/call-error.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { EditPlanDialog } from './plan-dialogs.tsx';
import { PlanCrewDialog } from './plan-crew-dialog.tsx';
import { PlanStartDialog } from './plan-start-dialog.tsx';
import { crewNames, facilityLabel, planStatusBadge, planStatusLabels, scheduleText } from './plan-format.ts';
import { PlanStatusDialog, type PlanStatusChange } from './plan-status-dialog.tsx';
import { planCustomer } from './plan-view.ts';

export function usePlan(id: number) {
  return useQuery({ ...apiQuery(getServicePlan, { params: { id } }), enabled: Number.isInteger(id) && id > 0 });
}

const UPCOMING_SHOWN = 10;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One plan: its terms, its default crew, its next visits, and pause / resume / end. */
export function PlanDetail({ plan, today }: { plan: ServicePlan; today: string }) {
  const [open, setOpen] = useState<'edit' | 'crew' | 'start' | null>(null);
  const [statusChange, setStatusChange] = useState<PlanStatusChange | null>(null);
  const upcoming = useQuery(apiQuery(listBookings, { query: { planId: plan.id, from: today, limit: UPCOMING_SHOWN } }));
  const { emailDelivery } = useSite().capabilities;
  return (
    <>
      <Card role="region" aria-labelledby="plan-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="plan-heading" className="text-lg font-semibold text-slate-900">
              {planCustomer(plan)}
            </h2>
            <Badge variant={planStatusBadge[plan.status]}>{planStatusLabels[plan.status]}</Badge>
          </div>
          <div className="flex flex-wrap gap-2 max-sm:w-full [&>*]:max-sm:flex-1">
            {plan.status === 'pending_start' ? (
              <Button onClick={() => setOpen('start')}>
                <CalendarCheck aria-hidden="true" />
                Confirm start
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => setOpen('edit')}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            {plan.status === 'active' ? (
              <Button variant="outline" onClick={() => setStatusChange('pause')}>
                <CirclePause aria-hidden="true" />
                Pause
              </Button>
            ) : null}
            {plan.status === 'paused' ? (
              <Button variant="outline" onClick={() => setStatusChange('resume')}>
                <CirclePlay aria-hidden="true" />
                Resume
              </Button>
            ) : null}
            {plan.status !== 'ended' ? (
              <Button variant="outline" onClick={() => setStatusChange('end')} className="text-red-700">
                <CircleStop aria-hidden="true" />
                End
              </Button>
            ) : null}
          </div>
        </div>
        <dl className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
          <Fact label="Site">
            {plan.site.name}
            <span className="block text-slate-700">{plan.site.address}</span>
          </Fact>
          <Fact label="Schedule">{scheduleText(plan)}</Fact>
          <Fact label="Facility">
            {facilityLabel(plan.facilityType)}
            {plan.squareFootage ? `, ${plan.squareFootage.toLocaleString('en-US')} sq ft` : ''}
          </Fact>
          <Fact label="Monthly price">{formatCents(plan.monthlyPriceCents)}</Fact>
          <Fact label="Dates">
            {plan.endsOn ? `${formatDate(plan.startsOn)} to ${formatDate(plan.endsOn)}` : `From ${formatDate(plan.startsOn)}, open-ended`}
          </Fact>
          <Fact label="Visits produced through">{plan.generatedThrough ? formatDate(plan.generatedThrough) : 'Not yet'}</Fact>
          <Fact label="Add-ons">{plan.addOns.length > 0 ? plan.addOns.join(', ') : 'None'}</Fact>
          <Fact label="From lead">{plan.leadId ? 'Converted from a quote' : 'Created by an admin'}</Fact>
          <Fact label="Notes">{plan.notes ?? <span className="text-slate-600">None</span>}</Fact>
        </dl>
        {plan.upcomingHolidays.length > 0 ? (
          <div className="border-t border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5">
            <p className="font-medium">Visits on company holidays in the next 8 weeks:</p>
            <ul className="mt-1 list-disc pl-5" aria-label="Visits on company holidays">
              {plan.upcomingHolidays.map((holiday) => (
                <li key={holiday.date}>
                  {formatDay(holiday.date)}: {holiday.name}
                </li>
              ))}
            </ul>
            <p className="mt-1">They are flagged, not skipped: ask the customer, then move or cancel each from its visit.</p>
          </div>
        ) : null}
        {plan.status === 'pending_start' ? (
          <p className="border-t border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5">
            Accepted online: no visits until you confirm the start date and crew.{' '}
            {/* Without SMTP the start e-mail waits in the outbox (decision 0041): the admin should not count on it. */}
            {emailDelivery
              ? 'The client is e-mailed when you do.'
              : 'This site sends no e-mail at the moment: the client’s start e-mail is held until e-mail is set up, so call them with the start date.'}
          </p>
        ) : null}
      </Card>

      <Card role="region" aria-labelledby="plan-crew-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <h2 id="plan-crew-heading" className="text-lg font-semibold text-slate-900">
            Default crew <span className="text-sm font-normal text-slate-600">(needs {plan.crewSize})</span>
          </h2>
          <Button variant="outline" onClick={() => setOpen('crew')}>
            <Users aria-hidden="true" />
            Change crew
          </Button>
        </div>
        {plan.crewShortBy > 0 ? (
          <p className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 sm:px-5">
            Short of crew: {crewShortText(plan.crewSize, plan.crew.length)} The quote prices {plan.crewSize}{' '}
            {plan.crewSize === 1 ? 'person' : 'people'} per visit.
          </p>
        ) : null}
        <p className={`px-4 py-4 text-sm sm:px-5 ${plan.crew.length === 0 ? 'text-amber-800' : 'text-slate-900'}`}>{crewNames(plan)}</p>
      </Card>

      <Card role="region" aria-labelledby="plan-visits-heading" className="overflow-hidden">
        <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
          <h2 id="plan-visits-heading" className="text-lg font-semibold text-slate-900">
            Next visits
          </h2>
        </div>
        {upcoming.isPending ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">Loading the next visits…</p>
        ) : upcoming.isError ? (
          <p role="alert" className="px-4 py-4 text-sm text-red-700 sm:px-5">
            The visits could not be loaded: {callErrorMessage(upcoming.error)}
          </p>
        ) : upcoming.data.length === 0 ? (
          <p className="px-4 py-4 text-sm text-slate-600 sm:px-5">
            No coming visits{plan.status === 'active' ? ': generate visits now, or check the service days and dates.' : '.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Next visits">
            {upcoming.data.map((booking) => (
              <li key={booking.id}>
                <Link
                  href={`/admin/bookings/${booking.id}`}
                  className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm hover:bg-slate-50 sm:px-5"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-brand-800">
                      {formatShortDay(booking.date)}, {formatWallTime(booking.startTime)}
                    </span>
                    {booking.holiday ? <span className="text-xs font-semibold text-amber-900">Holiday: {booking.holiday}</span> : null}
                  </span>
                  <span className={booking.crewShortBy > 0 ? 'font-medium text-amber-800' : 'text-slate-600'}>
                    {booking.status === 'confirmed'
                      ? booking.crew.length === 0
                        ? 'Unassigned'
                        : `${booking.crew.map((p) => p.name).join(', ')}${booking.crewShortBy > 0 ? ` (${booking.crew.length} of ${plan.crewSize})` : ''}`
                      : booking.status === 'completed'
                        ? 'Completed'
                        : 'Cancelled'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <EditPlanDialog plan={plan} open={open === 'edit'} onClose={() => setOpen(null)} />
      <PlanCrewDialog plan={plan} open={open === 'crew'} onClose={() => setOpen(null)} />
      <PlanStartDialog plan={plan} today={today} open={open === 'start'} onClose={() => setOpen(null)} />
      <PlanStatusDialog
        key={statusChange ?? 'none'}
        plan={plan}
        change={statusChange}
        today={today}
        onClose={() => setStatusChange(null)}
      />
    </>
  );
}
