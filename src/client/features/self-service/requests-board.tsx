import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarOff, Inbox, X } from 'lucide-react';
import {
  approveServiceRequest,
  declineServiceRequest,
  listServiceRequests,
  listVisitChanges,
} from '#shared/contracts/self-service.endpoints.ts';
import {
  approveServiceRequestSchema,
  declineServiceRequestSchema,
  type AdminServiceRequest,
  type AdminVisitChanges,
  type ServiceRequestStatus,
  type VisitChangeKind,
} from '#shared/contracts/self-service.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { centsToInput, formatCents, formatDate, inputToCents, minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { formatMinnesotaClock, formatMinnesotaDate } from '../../lib/time-format.ts';

/** 'Dec 8, 2026, 9:00 AM' on Minnesota's clock. */
const formatDateTime = (iso: string) => `${formatMinnesotaDate(iso)}, ${formatMinnesotaClock(iso)}`;

type Shown = ServiceRequestStatus | 'all';
const filters: ReadonlyArray<{ value: Shown; label: string }> = [
  { value: 'requested', label: 'Open' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];
const statusBadge: Record<ServiceRequestStatus, { label: string; variant: BadgeVariant }> = {
  requested: { label: 'Open', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  declined: { label: 'Declined', variant: 'secondary' },
};
const REFRESHED = ['/api/admin/service-requests', '/api/admin/bookings'];

interface ApproveValues {
  price: string;
  date: string;
  startTime: string;
  durationMinutes: string;
}

function ApproveForm({ request, onDone }: { request: AdminServiceRequest; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm<ApproveValues, typeof approveServiceRequestSchema>({
    schema: approveServiceRequestSchema,
    defaultValues: { price: centsToInput(request.estimateCents), date: request.windowFrom, startTime: '09:00', durationMinutes: '120' },
    toInput: (values) => ({
      priceCents: values.price.trim() === '' ? undefined : (inputToCents(values.price) ?? -1),
      date: values.date,
      startTime: values.startTime,
      durationMinutes: Number(values.durationMinutes),
    }),
  });
  const send = useMutation({
    mutationFn: (body: ContractOutput<typeof approveServiceRequestSchema>) =>
      callApi(approveServiceRequest, { params: { id: request.id }, body }),
  });
  const failure = useFormFailure(form, ['price', 'date', 'startTime', 'durationMinutes'], { priceCents: 'price' });
  const submitting = form.formState.isSubmitting;
  async function submit(body: ContractOutput<typeof approveServiceRequestSchema>) {
    failure.clear();
    try {
      const approved = await send.mutateAsync(body);
      void refreshReads(queryClient, REFRESHED);
      onDone();
      toast({
        title: 'Request approved',
        description: `${approved.service} booked for ${approved.customer.companyName ?? approved.customer.name}; they are told by e-mail.`,
      });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="price"
          label="Price ($)"
          required
          hint={request.estimateCents === null ? 'To be quoted: enter the price.' : `Estimate ${formatCents(request.estimateCents)}.`}
        >
          <Input inputMode="decimal" readOnly={submitting} />
        </Field>
        <Field name="durationMinutes" label="Length (minutes)" required>
          <Input type="number" min={15} max={960} step={15} readOnly={submitting} />
        </Field>
        <Field
          name="date"
          label="Day"
          required
          hint={`They asked for ${formatDate(request.windowFrom)} to ${formatDate(request.windowTo)}.`}
        >
          <Input type="date" min={minnesotaToday()} readOnly={submitting} />
        </Field>
        <Field name="startTime" label="Time" required>
          <Input type="time" step={900} readOnly={submitting} />
        </Field>
      </div>
      <p className="text-sm text-slate-600">The site’s plan crew is assigned; change it on the booking afterwards if needed.</p>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Booking…' : 'Approve and book'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function DeclineForm({ request, onDone }: { request: AdminServiceRequest; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm<{ reason: string }, typeof declineServiceRequestSchema>({
    schema: declineServiceRequestSchema,
    defaultValues: { reason: '' },
  });
  const send = useMutation({
    mutationFn: (reason: string) => callApi(declineServiceRequest, { params: { id: request.id }, body: { reason } }),
  });
  const failure = useFormFailure(form, ['reason']);
  const submitting = form.formState.isSubmitting;
  async function submit(body: { reason: string }) {
    failure.clear();
    try {
      await send.mutateAsync(body.reason);
      void refreshReads(queryClient, REFRESHED);
      onDone();
      toast({ title: 'Request declined', description: 'The customer is told why by e-mail.' });
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined}>
      <Field name="reason" label="Why" required hint="The customer reads this. Up to 500 characters.">
        <Textarea rows={3} maxLength={500} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" aria-disabled={submitting || undefined}>
          {submitting ? 'Declining…' : 'Decline'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function RequestRow({ request, onApprove, onDecline }: { request: AdminServiceRequest; onApprove: () => void; onDecline: () => void }) {
  const badge = statusBadge[request.status];
  return (
    <li className="grid gap-2 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {request.service} <span className="font-normal text-slate-600">for {request.customer.companyName ?? request.customer.name}</span>
        </p>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {request.site.name}, {request.site.address}
      </p>
      <p className="text-sm text-slate-600">
        {formatDate(request.windowFrom)} to {formatDate(request.windowTo)} ·{' '}
        {request.estimateCents === null ? 'To be quoted' : `Estimate ${formatCents(request.estimateCents)}`} · asked{' '}
        {formatDateTime(request.createdAt)}
      </p>
      {request.notes ? <p className="text-sm whitespace-pre-line text-slate-800">“{request.notes}”</p> : null}
      {request.status === 'approved' && request.visitStart ? (
        <p className="text-sm text-slate-800">
          Booked {formatDateTime(request.visitStart)} at {formatCents(request.priceCents ?? 0)}
          {request.bookingId ? (
            <>
              {' '}
              ·{' '}
              <a className="text-brand-700 underline" href={`/admin/bookings/${request.bookingId}`}>
                booking {request.bookingId}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {request.status === 'declined' ? <p className="text-sm text-slate-800">Declined: {request.declineReason}</p> : null}
      {request.status === 'requested' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" className="min-h-11" onClick={onApprove}>
            <CalendarCheck aria-hidden />
            Approve
            <span className="sr-only">
              , {request.service} for {request.customer.name}
            </span>
          </Button>
          <Button size="sm" variant="outline" className="min-h-11" onClick={onDecline}>
            <X aria-hidden />
            Decline
            <span className="sr-only">
              , {request.service} for {request.customer.name}
            </span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ListSkeletons() {
  return (
    <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-20 rounded-lg" />
      ))}
    </div>
  );
}

/** Customers' requests for extra work, open first: approve with a price and a day (a one-off visit), or decline. */
export function RequestsBoard() {
  const [shown, setShown] = useState<Shown>('requested');
  const requests = useQuery(apiQuery(listServiceRequests, { query: { status: shown === 'all' ? undefined : shown } }));
  const [deciding, setDeciding] = useState<{ request: AdminServiceRequest; decision: 'approve' | 'decline' } | null>(null);
  const returnFocus = useReturnFocus();

  let body;
  if (requests.isPending) body = <ListSkeletons />;
  else if (requests.isError && !requests.data)
    body = (
      <LoadError
        title="The requests could not be loaded"
        message={callErrorMessage(requests.error)}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  else if (requests.data.length === 0)
    body = (
      <StateMessage icon={<Inbox className="size-6" aria-hidden="true" />} title="No requests here">
        Customers ask for extra work from their portal; each request appears here to approve or decline.
      </StateMessage>
    );
  else
    body = (
      <ul aria-label="Requests" className="divide-y divide-slate-200">
        {requests.data.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            onApprove={() => setDeciding({ request, decision: 'approve' })}
            onDecline={() => setDeciding({ request, decision: 'decline' })}
          />
        ))}
      </ul>
    );

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="requests-heading">
      <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
        <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
          Extra work requested
        </h2>
        <FilterToggleGroup label="Show requests" options={filters} value={shown} onChange={setShown} gridOnPhones />
      </div>
      <div aria-busy={requests.isFetching || undefined}>{body}</div>
      <Dialog open={deciding !== null} onOpenChange={(open) => (open ? undefined : setDeciding(null))}>
        {deciding ? (
          <DialogContent {...returnFocus}>
            <DialogHeader>
              <DialogTitle>{deciding.decision === 'approve' ? 'Approve and book' : 'Decline the request'}</DialogTitle>
              <DialogDescription>
                {deciding.request.service} at {deciding.request.site.name} for{' '}
                {deciding.request.customer.companyName ?? deciding.request.customer.name}
              </DialogDescription>
            </DialogHeader>
            {deciding.decision === 'approve' ? (
              <ApproveForm request={deciding.request} onDone={() => setDeciding(null)} />
            ) : (
              <DeclineForm request={deciding.request} onDone={() => setDeciding(null)} />
            )}
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

const kindLabels: Record<VisitChangeKind, string> = { skip: 'Skipped', move: 'Moved', closure: 'Site closed' };

function ChangesBody({ data }: { data: AdminVisitChanges }) {
  if (data.changes.length === 0 && data.closures.length === 0)
    return (
      <StateMessage icon={<CalendarOff className="size-6" aria-hidden="true" />} title="No changes yet">
        Visits customers skip or move, and the days they close a site, appear here.
      </StateMessage>
    );
  return (
    <ul aria-label="Visit changes" className="divide-y divide-slate-200">
      {data.closures.map((closure) => (
        <li key={`closure-${closure.id}`} className="grid gap-1 px-4 py-3 sm:px-5">
          <p className="font-medium text-slate-900">
            {closure.customer.companyName ?? closure.customer.name}: {closure.site.name} closed, {closure.reason}
          </p>
          <p className="text-sm text-slate-600">
            {formatDate(closure.startsOn)} to {formatDate(closure.endsOn)} · {closure.visitsLeftOut}{' '}
            {closure.visitsLeftOut === 1 ? 'planned visit' : 'planned visits'} cancelled · entered {formatDateTime(closure.createdAt)}
          </p>
        </li>
      ))}
      {data.changes.map((change) => (
        <li key={`change-${change.id}`} className="grid gap-1 px-4 py-3 sm:px-5">
          <p className="font-medium text-slate-900">
            {kindLabels[change.kind]}: {change.serviceType} at {change.site}{' '}
            <span className="font-normal text-slate-600">({change.customer.companyName ?? change.customer.name})</span>
          </p>
          <p className="text-sm text-slate-600">
            Visit {formatDateTime(change.fromStart)}
            {change.toStart ? ` → ${formatDateTime(change.toStart)}` : ''}
            {change.creditCents > 0 ? ` · ${formatCents(change.creditCents)} credited` : ''} · changed {formatDateTime(change.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every visit customers skipped or moved and every site closure they entered, newest first. */
export function VisitChangesList() {
  const changes = useQuery(apiQuery(listVisitChanges));
  let body;
  if (changes.isPending) body = <ListSkeletons />;
  else if (changes.isError && !changes.data)
    body = (
      <LoadError
        title="The changes could not be loaded"
        message={callErrorMessage(changes.error)}
        onRetry={() => void changes.refetch()}
        retrying={changes.isFetching}
      />
    );
  else body = <ChangesBody data={changes.data} />;
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="changes-heading">
      <div className="border-b border-slate-200 p-4 sm:p-5">
        <h2 id="changes-heading" className="text-lg font-semibold text-slate-900">
          Visit changes and closures
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">What customers changed themselves in their portal, newest first.</p>
      </div>
      <div aria-busy={changes.isFetching || undefined}>{body}</div>
    </Card>
  );
}
