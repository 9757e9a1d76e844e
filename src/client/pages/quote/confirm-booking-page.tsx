import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CalendarCheck, TriangleAlert } from 'lucide-react';
import { confirmAppointment } from '#shared/contracts/scheduling.endpoints.ts';
import type { BookingConfirmation } from '#shared/contracts/scheduling.ts';
import { CalendarFileLink } from '../../components/site/calendar-file-link.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { callApi, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaClock, formatMinnesotaDate } from '../../lib/time-format.ts';
import { useSubmission } from '../../lib/use-submission.ts';

const NO_TOKEN = 'This link is missing its code. Open the whole confirmation link from the e-mail.';

/**
 * /scheduling/confirm?token=...: the link e-mailed after a booking (decision 0034). Confirming takes a
 * press, not the opening of the page, so a mail scanner that follows links confirms nothing.
 */
export function Page() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const [confirmed, setConfirmed] = useState<BookingConfirmation | null>(null);
  const [problem, setProblem] = useState<{ message: string; final: boolean } | null>(null);
  const send = useSubmission((value: string) => callApi(confirmAppointment, { body: { token: value } }));

  async function confirm() {
    setProblem(null);
    try {
      setConfirmed(await send.mutateAsync(token));
    } catch (error) {
      // A link that is wrong or whose hold ran out will not work on a second press; a network failure may.
      const status = failureOf(error).status;
      setProblem({ message: callErrorMessage(error), final: status === 404 || status === 410 || status === 400 });
    }
  }

  if (confirmed) {
    return (
      <AuthShell>
        <LoginCard icon={<CalendarCheck aria-hidden />} title={confirmed.message}>
          <div role="status" className="space-y-3 text-center text-slate-700">
            <p>
              We will see you on {formatMinnesotaDate(confirmed.start)} at {formatMinnesotaClock(confirmed.start)}.
            </p>
            <p>
              Your reference is <strong>{confirmed.reference}</strong>. The details and a calendar file are on their way by e-mail.
            </p>
          </div>
          <CalendarFileLink file={confirmed.calendarFile} className="mt-6 w-full" />
          {confirmed.manageUrl ? (
            <a href={new URL(confirmed.manageUrl).pathname} className={buttonClasses({ variant: 'outline', className: 'mt-3 w-full' })}>
              Reschedule or cancel
            </a>
          ) : null}
          <Link href="/" className={buttonClasses({ variant: 'outline', className: 'mt-3 w-full' })}>
            Return to Home
          </Link>
        </LoginCard>
      </AuthShell>
    );
  }

  if (!token || problem?.final) {
    return (
      <AuthShell>
        <LoginCard icon={<TriangleAlert aria-hidden />} title="This link cannot be used">
          <p className="text-center text-slate-700">{problem?.message ?? NO_TOKEN}</p>
          <Link href="/scheduling" className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
            Book a time
          </Link>
        </LoginCard>
      </AuthShell>
    );
  }

  return (
    <AuthShell>
      <LoginCard
        icon={<CalendarCheck aria-hidden />}
        title="Confirm your appointment"
        description="We are holding the time you chose. Confirm it to keep it."
      >
        {problem ? <FormAlert>{problem.message}</FormAlert> : null}
        <Button className="mt-2 w-full" onClick={() => void confirm()} disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? 'Confirming...' : 'Confirm my appointment'}
        </Button>
      </LoginCard>
    </AuthShell>
  );
}
