import { Link } from 'wouter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { acceptSiteLoss, getSite, getSitePricing, listSites } from '#shared/contracts/sites.endpoints.ts';
import { ACCEPT_LOSS_NOTE_MAX, acceptLossRequestSchema, type SiteDetail } from '#shared/contracts/sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { formatCents } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { formatHours, formatMargin } from './site-format.ts';
import { RaisePrice } from './site-price-change.tsx';

function AcceptLossForm({ siteId }: { siteId: number }) {
  const queryClient = useQueryClient();
  const form = useContractForm<{ note: string }, typeof acceptLossRequestSchema>({
    schema: acceptLossRequestSchema,
    defaultValues: { note: '' },
  });
  const failure = useFormFailure(form, ['note']);
  const send = useMutation({ mutationFn: (note: string) => callApi(acceptSiteLoss, { params: { id: siteId }, body: { note } }) });
  const submitting = form.formState.isSubmitting;

  async function submit(valid: { note: string }) {
    failure.clear();
    try {
      await send.mutateAsync(valid.note);
      toast({ title: 'Loss accepted', description: 'Noted in the site’s history; the flag returns if the hours stay over the bid.' });
      void refreshReads(queryClient, [getSite.path, listSites.path, listAuditEvents.path, '/api/admin/urgent-tasks']);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3" aria-busy={submitting || undefined} aria-label="Accept the loss">
      <Field name="note" label="Why keep today’s price?" required hint="Kept in the site’s history with the figures of today.">
        <Textarea rows={3} maxLength={ACCEPT_LOSS_NOTE_MAX} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div>
        <Button type="submit" variant="outline" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Accept the loss'}
        </Button>
      </div>
    </Form>
  );
}

/** For a flagged site: the price at the hours the site really takes, beside today's, and accepting the loss. */
export function SiteRepriceCard({ detail }: { detail: SiteDetail }) {
  const pricing = useQuery({ ...apiQuery(getSitePricing, { params: { id: detail.site.id } }), enabled: detail.summary.flagged });
  if (!detail.summary.flagged) return null;
  const p = pricing.data;
  return (
    <Card className="border-amber-300">
      <CardHeader>
        <CardTitle as="h2">Re-price</CardTitle>
        <CardDescription>
          The pricing engine run again with the production rate the punches measure, and the price that restores the target margin.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {pricing.isPending ? <p className="text-sm text-slate-600">Working out the price…</p> : null}
        {pricing.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {callErrorMessage(pricing.error)}
          </p>
        ) : null}
        {p ? (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
              <div>
                <dt className="text-slate-600">Today</dt>
                <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatCents(p.todayMonthlyCents)}</dd>
                <dd className="text-slate-600">margin {formatMargin(p.marginAtTodayPercent)} at measured hours</dd>
              </div>
              <div>
                <dt className="text-slate-600">Proposed</dt>
                <dd className="text-lg font-bold text-brand-800 tabular-nums">{formatCents(p.proposedMonthlyCents)}</dd>
                <dd className="text-slate-600">margin {p.targetMarginPercent}% or more</dd>
              </div>
              <div>
                <dt className="text-slate-600">Pricing engine</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatCents(p.engineMonthlyCents)}</dd>
                <dd className="text-slate-600">at {p.measuredSqftPerHour.toLocaleString('en-US')} sq ft an hour</dd>
              </div>
              <div>
                <dt className="text-slate-600">For the target margin</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{formatCents(p.targetMonthlyCents)}</dd>
                <dd className="text-slate-600">at {formatCents(p.laborCentsPerWorkedHour)} a worked hour</dd>
              </div>
            </dl>
            <p className="text-sm text-slate-700">
              Measured over {p.measuredOver === 'lastThreeMonths' ? 'the last 3 months' : 'the last 4 weeks'}: {p.visitsDone} visits,{' '}
              {formatHours(p.workedHoursPerVisit)} worked a visit against {formatHours(p.bidHoursPerVisit)} bid on{' '}
              {p.squareFootage.toLocaleString('en-US')} sq ft on{' '}
              <Link href={`/admin/service-plans/${p.planId}`} className="font-medium text-brand-800 underline">
                the plan
              </Link>
              .
            </p>
          </>
        ) : null}
        {pricing.isPending ? null : <RaisePrice siteId={detail.site.id} proposedCents={p?.proposedMonthlyCents ?? null} />}
        <h3 className="text-base font-semibold text-slate-900">Or keep today’s price</h3>
        <AcceptLossForm siteId={detail.site.id} />
      </CardContent>
    </Card>
  );
}
