import { type ReactNode } from 'react';
import { Link } from 'wouter';
import { CircleCheck } from 'lucide-react';
import { resolveProblemRequestSchema, type AdminProblem } from '#shared/contracts/feedback.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { formatDay, formatWallTime, minnesotaClock } from '../../lib/business-format.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { problemCustomer } from './problem-format.ts';
import { useResolveProblem } from './use-problems.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One reported problem: the customer to call back, the visit, what they said, and its resolution. */
export function ProblemDetail({ problem }: { problem: AdminProblem }) {
  const { booking, customer } = problem;
  return (
    <>
      <Card role="region" aria-labelledby="problem-heading" className="overflow-hidden">
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-3 sm:px-5">
          <h2 id="problem-heading" className="text-lg font-semibold text-slate-900">
            {problemCustomer(problem)}
          </h2>
          <Badge variant={problem.status === 'open' ? 'destructive' : 'secondary'}>{problem.status === 'open' ? 'Open' : 'Resolved'}</Badge>
        </div>
        <div className="grid gap-4 p-4 sm:p-5">
          <blockquote className="rounded-lg border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-slate-900 whitespace-pre-line">
            {problem.description}
          </blockquote>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact label="Reported">{formatMinnesotaTime(problem.createdAt)}</Fact>
            <Fact label="Visit">
              <Link href={`/admin/bookings/${booking.id}`} className="font-medium text-brand-800 hover:underline">
                {formatDay(booking.date)}, {formatWallTime(minnesotaClock(booking.scheduledDate))}
              </Link>
              <span className="block text-slate-700">
                {booking.serviceType} ({booking.status})
              </span>
            </Fact>
            <Fact label="Where">
              {booking.site ? booking.site.name : null}
              <span className="block text-slate-700">{booking.site?.address ?? booking.location}</span>
            </Fact>
            <Fact label="E-mail">
              <a href={`mailto:${customer.email}`} className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline">
                {customer.email}
              </a>
            </Fact>
            <Fact label="Phone">
              {customer.phone ? (
                <a
                  href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline"
                >
                  {customer.phone}
                </a>
              ) : (
                <span className="text-slate-600">None on file</span>
              )}
            </Fact>
          </dl>
        </div>
      </Card>
      {problem.status === 'resolved' ? (
        <Card role="region" aria-labelledby="resolution-heading" className="grid gap-2 p-4 sm:p-5">
          <h2 id="resolution-heading" className="text-lg font-semibold text-slate-900">
            Resolution
          </h2>
          <p className="text-slate-900 whitespace-pre-line">{problem.resolution}</p>
          <p className="text-sm text-slate-600">
            Resolved {problem.resolvedAt ? formatMinnesotaTime(problem.resolvedAt) : ''}
            {problem.resolvedBy ? ` by ${problem.resolvedBy.name}` : ''}. The customer sees it in their portal.
          </p>
        </Card>
      ) : (
        <ResolveForm problem={problem} />
      )}
    </>
  );
}

interface ResolveValues {
  resolution: string;
}

function ResolveForm({ problem }: { problem: AdminProblem }) {
  const resolve = useResolveProblem(problem.id);
  const form = useContractForm<ResolveValues, typeof resolveProblemRequestSchema>({
    schema: resolveProblemRequestSchema,
    defaultValues: { resolution: '' },
  });
  const failure = useFormFailure(form, ['resolution']);
  const submitting = form.formState.isSubmitting;
  return (
    <Card role="region" aria-labelledby="resolve-heading" className="p-4 sm:p-5">
      <Form
        form={form}
        onSubmit={async ({ resolution }) => {
          failure.clear();
          try {
            await resolve.mutateAsync(resolution);
            toast({ title: 'Problem resolved', description: 'The customer sees the resolution in their portal.' });
          } catch (error) {
            failure.show(error);
          }
        }}
        className="grid gap-4"
        aria-busy={submitting}
      >
        <h2 id="resolve-heading" className="text-lg font-semibold text-slate-900">
          Resolve
        </h2>
        <Field name="resolution" label="How was it resolved?" required hint="The customer reads this in their portal.">
          <Textarea rows={4} maxLength={2000} readOnly={submitting} />
        </Field>
        {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
        <div>
          <Button type="submit" aria-disabled={submitting || undefined} className="max-sm:w-full">
            <CircleCheck aria-hidden="true" />
            {submitting ? 'Saving…' : 'Mark resolved'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
