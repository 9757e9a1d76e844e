import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { CalendarCheck, CalendarX, TriangleAlert } from 'lucide-react';
import type { ManagedWalkThrough } from '#shared/contracts/scheduling.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { managedWalkThroughRead } from '../../app/route-reads.ts';
import { CalendarFileLink } from '../../components/site/calendar-file-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { labelClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { inputClass } from '../../components/ui/input.tsx';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { usePageFormOutcome } from '../../features/auth/page-form-outcome.ts';
import { useSite } from '../../lib/site-context.tsx';
import { formatMinnesotaClock, formatMinnesotaDate } from '../../lib/time-format.ts';

/** Hour starts a walk-through may take (weekdays 6 AM to 7 PM; the server checks the day's own hours). */
const HOURS = Array.from({ length: 14 }, (_, i) => 6 + i);
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
/**
 * What a change did. An e-mail follows only while the site sends e-mail (decision 0041); without it the
 * updated calendar file is the link on this page, so the words point there instead of to an inbox.
 */
const DONE: Record<string, { email: string; noEmail: string }> = {
  rescheduled: {
    email: 'Your walk-through is moved. The new time and an updated calendar file are on their way by e-mail.',
    noEmail: 'Your walk-through is moved. Save the updated calendar file below: no e-mail will follow.',
  },
  cancelled: {
    email: 'Your walk-through is cancelled, and its time is free for others. A calendar update is on its way by e-mail.',
    noEmail:
      'Your walk-through is cancelled, and its time is free for others. Save the calendar update below to take it off your calendar: no e-mail will follow.',
  },
};

/**
 * /scheduling/manage/:token: a confirmed walk-through by its private link (decision 0048). Both forms
 * are plain POST forms to this page, so they work before or without the script: the server answers
 * 303 back here with `?done=`, or this page with what was refused.
 */
export function Page({ params }: PageProps) {
  const token = params['token'] ?? '';
  const walkThrough = useQuery(managedWalkThroughRead(token));
  const done = new URLSearchParams(useSearch()).get('done') ?? '';
  const { emailDelivery } = useSite().capabilities;
  const outcome = usePageFormOutcome('manage-walk-through');

  if (walkThrough.isError || walkThrough.data === null) return <LinkCannotBeUsed />;
  if (!walkThrough.data) return null;
  const w = walkThrough.data;
  const cancelled = w.status === 'cancelled';

  return (
    <AuthShell>
      <LoginCard
        icon={cancelled ? <CalendarX aria-hidden /> : <CalendarCheck aria-hidden />}
        title={cancelled ? 'Your walk-through is cancelled' : 'Your walk-through'}
        description={`Reference ${w.reference}`}
      >
        {DONE[done] ? (
          <p role="status" className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
            {emailDelivery ? DONE[done].email : DONE[done].noEmail}
          </p>
        ) : null}
        <Details walkThrough={w} />
        <CalendarFileLink file={w.calendarFile} className="mt-6 w-full" />
        {w.status === 'confirmed' ? (
          <>
            <RescheduleForm token={token} outcome={outcome?.action === 'reschedule' ? outcome : undefined} />
            <CancelForm token={token} outcome={outcome?.action === 'cancel' ? outcome : undefined} />
          </>
        ) : (
          <Link href="/scheduling" className={buttonClasses({ variant: 'outline', className: 'mt-3 w-full' })}>
            Book a new time
          </Link>
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          Questions? Call us at <a href={`tel:${w.companyPhone.replace(/[^\d+]/g, '')}`}>{w.companyPhone}</a>.
        </p>
      </LoginCard>
    </AuthShell>
  );
}

function Details({ walkThrough: w }: { walkThrough: ManagedWalkThrough }) {
  const rows: Array<[string, string]> = [
    ['When', `${formatMinnesotaDate(w.start)}, ${formatMinnesotaClock(w.start)} to ${formatMinnesotaClock(w.end)}`],
    ['Service', w.serviceType],
    ['Where', w.location],
    ...(w.cancelReason ? ([['Cancelled', w.cancelReason]] as Array<[string, string]>) : []),
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[5.5rem_1fr] gap-2">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className={w.status === 'cancelled' && term === 'When' ? 'text-slate-500 line-through' : 'text-slate-900'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Outcome = NonNullable<ReturnType<typeof usePageFormOutcome<'manage-walk-through'>>>;

function RescheduleForm({ token, outcome }: { token: string; outcome: Outcome | undefined }) {
  const fields = outcome?.failure.fields ?? {};
  return (
    <form
      method="post"
      action={`/scheduling/manage/${token}`}
      className="mt-8 border-t border-slate-200 pt-6"
      aria-labelledby="reschedule-title"
    >
      <h2 id="reschedule-title" className="text-lg font-semibold text-slate-900">
        Reschedule
      </h2>
      <p className="mt-1 text-sm text-slate-600">Choose another free hour, Monday to Saturday.</p>
      {outcome ? (
        <div className="mt-4">
          <FormAlert>{outcome.failure.message}</FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="action" value="reschedule" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="manage-date" className={labelClass}>
            New date
          </label>
          <input
            id="manage-date"
            name="preferredDate"
            type="date"
            required
            defaultValue={outcome?.preferredDate ?? ''}
            aria-invalid={fields['preferredDate'] ? true : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="manage-time" className={labelClass}>
            New time
          </label>
          <select
            id="manage-time"
            name="preferredTime"
            required
            defaultValue={outcome?.preferredTime ?? '09:00'}
            aria-invalid={fields['preferredTime'] ? true : undefined}
            className={`${inputClass} cursor-pointer`}
          >
            {HOURS.map((h) => (
              <option key={h} value={`${String(h).padStart(2, '0')}:00`}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" className="mt-4 w-full">
        Move my walk-through
      </Button>
    </form>
  );
}

function CancelForm({ token, outcome }: { token: string; outcome: Outcome | undefined }) {
  return (
    <form
      method="post"
      action={`/scheduling/manage/${token}`}
      className="mt-8 border-t border-slate-200 pt-6"
      aria-labelledby="cancel-title"
    >
      <h2 id="cancel-title" className="text-lg font-semibold text-slate-900">
        Cancel
      </h2>
      {outcome ? (
        <div className="mt-4">
          <FormAlert>{outcome.failure.message}</FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="action" value="cancel" />
      <label htmlFor="manage-reason" className={`${labelClass} mt-4`}>
        Reason (optional)
      </label>
      <textarea id="manage-reason" name="reason" rows={3} maxLength={500} defaultValue={outcome?.reason ?? ''} className={inputClass} />
      <Button type="submit" variant="outline" className="mt-4 w-full">
        Cancel my walk-through
      </Button>
    </form>
  );
}

function LinkCannotBeUsed() {
  return (
    <AuthShell>
      <LoginCard icon={<TriangleAlert aria-hidden />} title="This link cannot be used">
        <p className="text-center text-slate-700">
          This link is not valid, or its appointment is over. Check that you opened the whole link from the e-mail.
        </p>
        <Link href="/scheduling" className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
          Book a time
        </Link>
      </LoginCard>
    </AuthShell>
  );
}
