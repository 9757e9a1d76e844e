import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { addDays } from '#shared/domain/company-time.ts';
import { createServiceRequest, getServiceRequestOptions, listOwnServiceRequests } from '#shared/contracts/self-service.endpoints.ts';
import {
  createServiceRequestSchema,
  type ServiceRequest,
  type ServiceRequestOptions,
  type ServiceRequestStatus,
} from '#shared/contracts/self-service.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
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
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { callApi, apiQuery } from '../../lib/api-client.ts';
import { formatCents, formatDate, minnesotaToday } from '../../lib/business-format.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { formatVisitTime } from './portal-format.ts';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';

interface RequestValues {
  service: string;
  siteId: string;
  windowFrom: string;
  windowTo: string;
  notes: string;
}
const FIELDS = ['service', 'siteId', 'windowFrom', 'windowTo', 'notes'] as const;

const statusLabels: Record<ServiceRequestStatus, { label: string; variant: BadgeVariant }> = {
  requested: { label: 'Waiting for us', variant: 'warning' },
  approved: { label: 'Booked', variant: 'success' },
  declined: { label: 'Declined', variant: 'secondary' },
};

/** "Estimated $1,610.00 a visit" from the engine, or "To be quoted". */
export function estimateLabel(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? 'To be quoted' : `Estimated ${formatCents(cents)}`;
}

function RequestForm({ options, onSent }: { options: ServiceRequestOptions; onSent: (request: ServiceRequest) => void }) {
  const queryClient = useQueryClient();
  const [tomorrow] = useState(() => addDays(minnesotaToday(), 1));
  const form = useContractForm<RequestValues, typeof createServiceRequestSchema>({
    schema: createServiceRequestSchema,
    defaultValues: {
      service: '',
      siteId: options.sites.length === 1 ? String(options.sites[0]!.id) : '',
      windowFrom: '',
      windowTo: '',
      notes: '',
    },
    toInput: (values) => ({ ...values, siteId: values.siteId === '' ? undefined : Number(values.siteId) }),
  });
  const send = useMutation({
    mutationFn: (body: ContractOutput<typeof createServiceRequestSchema>) => callApi(createServiceRequest, { body }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;
  const [service, siteId] = useWatch({ control: form.control, name: ['service', 'siteId'] });
  const site = options.sites.find((s) => String(s.id) === siteId);

  async function submit(body: ContractOutput<typeof createServiceRequestSchema>) {
    failure.clear();
    try {
      const sent = await send.mutateAsync(body);
      void refreshReads(queryClient, ['/api/customer/service-requests']);
      onSent(sent);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" aria-busy={submitting || undefined}>
      <Field name="service" label="Service" required>
        <NativeSelectInput options={options.services.map((s) => ({ value: s, label: s }))} placeholder="Choose a service" />
      </Field>
      <Field name="siteId" label="Site" required>
        <NativeSelectInput
          options={options.sites.map((s) => ({ value: String(s.id), label: `${s.name}, ${s.address}` }))}
          placeholder="Choose a site"
        />
      </Field>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
        {service && site
          ? `${estimateLabel(site.estimates[service])}${site.estimates[service] !== undefined ? ' a visit, before we confirm the price.' : ': we will send you a price.'}`
          : 'Choose a service and a site to see its estimate.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="windowFrom" label="From" required hint="The first day that suits you.">
          <Input type="date" min={tomorrow} readOnly={submitting} />
        </Field>
        <Field name="windowTo" label="To" required hint="The last day that suits you.">
          <Input type="date" min={tomorrow} readOnly={submitting} />
        </Field>
      </div>
      <Field name="notes" label="Notes" optional hint="Rooms, access, anything we should know. Up to 2,000 characters.">
        <Textarea rows={3} maxLength={2000} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Sending…' : 'Send request'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function RequestList({ requests }: { requests: readonly ServiceRequest[] }) {
  return (
    <ul aria-label="Your requests" className="divide-y divide-slate-200">
      {requests.map((request) => {
        const status = statusLabels[request.status];
        return (
          <li key={request.id} className="grid gap-1 px-5 py-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                {request.service} <span className="font-normal text-slate-600">at {request.site.name}</span>
              </p>
              <Badge variant={status.variant}>{status.label}</Badge>
            </div>
            <p className="text-sm text-slate-600">
              {formatDate(request.windowFrom)} to {formatDate(request.windowTo)}
              {request.status === 'requested' ? ` · ${estimateLabel(request.estimateCents)}` : null}
            </p>
            {request.status === 'approved' && request.visitStart ? (
              <p className="text-sm text-slate-800">
                Visit {formatVisitTime(request.visitStart)} · {formatCents(request.priceCents ?? 0)}, invoiced with that month
              </p>
            ) : null}
            {request.status === 'declined' ? <p className="text-sm text-slate-800">Why: {request.declineReason}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The Services tab's Extra work: ask for a catalogue service at a site in a window of days; our answer shows here. */
export function ExtraWorkSection() {
  const options = useQuery(apiQuery(getServiceRequestOptions));
  const requests = useQuery(apiQuery(listOwnServiceRequests));
  const [open, setOpen] = useState(false);
  const returnFocus = useReturnFocus();

  let body;
  if (requests.isPending) body = <ListSkeleton label="Loading your requests…" rows={1} />;
  else if (requests.isError) body = <ReadError title="Your requests could not be loaded" read={requests} />;
  else if (requests.data.length === 0)
    body = <EmptyNote>No requests yet. Ask for carpet cleaning, floor care, window cleaning, an event clean-up and more.</EmptyNote>;
  else body = <RequestList requests={requests.data} />;

  return (
    <PortalSection
      title="Extra work"
      description="One-off services on top of your plan. We confirm the price and the day, and the visit joins your list."
      action={
        <Button size="sm" className="min-h-11" onClick={() => setOpen(true)} disabled={!options.data || options.data.sites.length === 0}>
          <Plus aria-hidden />
          Request extra work
        </Button>
      }
    >
      {body}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && options.data ? (
          <DialogContent {...returnFocus}>
            <DialogHeader>
              <DialogTitle>Request extra work</DialogTitle>
              <DialogDescription>Prices come from our rates for your building; some work we quote first.</DialogDescription>
            </DialogHeader>
            <RequestForm
              options={options.data}
              onSent={(sent) => {
                setOpen(false);
                toast({ title: 'Request sent', description: `${sent.service}: we will confirm the price and the day.` });
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </PortalSection>
  );
}
