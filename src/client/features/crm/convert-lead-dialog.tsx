import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { convertLead } from '#shared/contracts/conversion.endpoints.ts';
import { convertLeadRequestSchema, type Conversion, type ConvertLeadRequest } from '#shared/contracts/conversion.ts';
import { listBookings, listServicePlans } from '#shared/contracts/operations.endpoints.ts';
import { getCrmSummary, listCrmActivities } from '#shared/contracts/crm/crm.endpoints.ts';
import { listLeads } from '#shared/contracts/crm/leads.endpoints.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { planFrequencies } from '#shared/domain/operations.ts';
import { frequencyWords } from '#shared/domain/quote.ts';
import { listUsers } from '#shared/contracts/users.endpoints.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { CheckboxGroup } from '../../components/ui/checkbox-group.tsx';
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
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { callApi } from '../../lib/api-client.ts';
import { formatCents, formatDate, formatServiceDays, formatWallTime, WEEKDAY_SHORT } from '../../lib/business-format.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { employeeOptions, useEmployees } from '../../lib/directory.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import {
  checkConvert,
  convertFieldNames,
  convertInput,
  convertValues,
  needsPlanTerms,
  quotedPlanFrequency,
  type ConvertValues,
} from './convert-form.ts';

/** Shows a new account's one-time set-password link (the page passes user management's panel in). */
export type InvitePanel = (link: PasswordLink, email: string) => ReactNode;

const FIELDS: ReadonlyArray<keyof ConvertValues> = [
  'frequency',
  'startsOn',
  'startTime',
  'serviceDays',
  'visitMinutes',
  'crewSize',
  'monthlyPrice',
  'email',
  'serviceAddress',
  'crew',
];

const dayOptions = WEEKDAY_SHORT.map((label, day) => ({ value: String(day), label }));

export function useConvertLead(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertLeadRequest) => callApi(convertLead, { params: { leadId }, body }),
    onSuccess: () =>
      void refreshReads(queryClient, [
        listLeads.path,
        getCrmSummary.path,
        listCrmActivities.path,
        listUsers.path,
        listServicePlans.path,
        listBookings.path,
      ]),
  });
}

/**
 * Makes an open lead a customer without a signature: the account (or the existing customer's), the site,
 * and for a recurring quote the plan with its first 8 weeks of visits. The schedule follows the quote
 * unless changed here. Then it shows what was made and, for a new account, the one-time invite link.
 */
export function ConvertLeadDialog({
  lead,
  open,
  onClose,
  onConverted,
  invitePanel,
}: {
  lead: Lead;
  open: boolean;
  onClose: () => void;
  /** The lead is a customer now (the list may no longer show it under its filter). */
  onConverted?: ((conversion: Conversion) => void) | undefined;
  invitePanel: InvitePanel;
}) {
  const convert = useConvertLead(lead.id);
  const [done, setDone] = useState<Conversion | null>(null);
  const returnFocus = useReturnFocus();
  const close = () => {
    convert.reset();
    setDone(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !convert.isPending) close();
      }}
    >
      {open ? (
        <DialogContent
          className="sm:max-w-2xl"
          {...returnFocus}
          // A stray click outside must not throw away the one-time link.
          onInteractOutside={done ? (event) => event.preventDefault() : undefined}
        >
          {done ? (
            <ConversionResult conversion={done} invitePanel={invitePanel} />
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Convert {lead.companyName || 'this lead'} to a customer</DialogTitle>
                <DialogDescription>
                  Quote {lead.reference}: {lead.frequency ? frequencyWords(lead.frequency) : 'no frequency'}
                  {lead.source === 'window-quote'
                    ? ', window cleaning priced on call-back'
                    : `, ${formatCents(Math.round(lead.estimatedPrice * 100))} a month`}
                  . Leave a field empty to follow the quote: the first visit a week or more ahead, at 6:00 PM, on the frequency’s usual
                  days.
                </DialogDescription>
              </DialogHeader>
              <ConvertForm
                lead={lead}
                onSubmit={async (body) => {
                  const conversion = await convert.mutateAsync(body);
                  toast({
                    title: 'Lead converted',
                    description: `${conversion.customer.companyName ?? conversion.customer.name} is a customer now.`,
                  });
                  setDone(conversion);
                  onConverted?.(conversion);
                }}
              />
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ConvertForm({
  lead,
  onSubmit,
}: {
  lead: Lead;
  onSubmit: (body: ContractOutput<typeof convertLeadRequestSchema>) => Promise<void>;
}) {
  const employees = useEmployees();
  const form = useContractForm<ConvertValues, typeof convertLeadRequestSchema>({
    schema: convertLeadRequestSchema,
    defaultValues: convertValues(lead),
    toInput: (values) => convertInput(values, lead),
    check: (values) => checkConvert(values, lead),
  });
  const failure = useFormFailure(form, FIELDS, convertFieldNames);
  const submitting = form.formState.isSubmitting;

  const quoted = quotedPlanFrequency(lead);
  const frequencyOptions = [
    {
      value: 'quoted' as const,
      label: quoted
        ? `As quoted (${frequencyWords(quoted)})`
        : needsPlanTerms(lead)
          ? 'Choose a frequency'
          : 'As quoted: one visit, no plan',
    },
    ...planFrequencies.map((frequency) => ({ value: frequency, label: frequencyWords(frequency) })),
  ];
  const text = { readOnly: submitting, autoComplete: 'off' };
  const required = needsPlanTerms(lead);

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await onSubmit(body);
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="frequency" label="Frequency" required={required}>
          <NativeSelectInput options={frequencyOptions} placeholder="Choose a frequency" />
        </Field>
        <Field name="startsOn" label="Start date" optional hint="The first day visits may fall on.">
          <Input {...text} type="date" />
        </Field>
        <Field name="startTime" label="Visit time" optional hint="Minnesota time; 6:00 PM when empty.">
          <Input {...text} type="time" step={300} />
        </Field>
        <Field
          name="visitMinutes"
          label="Visit length in minutes"
          required={required}
          optional={!required}
          hint="From the quote’s hours when empty."
        >
          <Input {...text} type="number" inputMode="numeric" min={15} max={960} step={15} />
        </Field>
        <Field name="crewSize" label="Crew size" optional hint="From the quote’s cleaners when empty.">
          <Input {...text} type="number" inputMode="numeric" min={1} max={50} />
        </Field>
        <Field
          name="monthlyPrice"
          label="Monthly price in USD"
          required={required}
          optional={!required}
          hint="The quote’s price when empty."
        >
          <Input {...text} inputMode="decimal" placeholder="0.00" />
        </Field>
      </div>
      <CheckboxGroup
        legend="Service days"
        name="serviceDays"
        optional
        layout="days"
        hint="None ticked: the frequency’s usual days (Monday; Monday and Thursday for 2 times a week; Monday, Wednesday and Friday for 3; Monday to Friday for five days a week; every day for seven)."
        options={dayOptions}
        disabled={submitting}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label="Customer’s e-mail" required hint="The account and its invite use it.">
          <Input {...text} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
        </Field>
        {lead.address.trim() === '' ? (
          <Field name="serviceAddress" label="Service address" required hint="The quote has no address.">
            <Input {...text} maxLength={300} />
          </Field>
        ) : (
          <div className="text-sm">
            <p className="mb-1.5 font-medium text-slate-800">Service address</p>
            <p className="text-slate-700">{lead.address}</p>
          </div>
        )}
      </div>
      <CheckboxGroup
        legend="Crew"
        name="crew"
        optional
        hint="The plan’s default team, copied onto its visits."
        options={employeeOptions(employees.data)}
        empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
        disabled={submitting}
      />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          <UserCheck aria-hidden="true" />
          {submitting ? 'Converting…' : 'Convert to customer'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

function ConversionResult({ conversion, invitePanel }: { conversion: Conversion; invitePanel: InvitePanel }) {
  const { customer, site, servicePlan: plan } = conversion;
  const bookOneOff = `/admin/bookings?${new URLSearchParams({
    customer: String(customer.id),
    site: String(site.id),
    siteLabel: `${site.name}, ${site.address}`,
  }).toString()}`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{customer.companyName ?? customer.name} is a customer</DialogTitle>
        <DialogDescription>
          {customer.created
            ? `A new Client Portal account, ${customer.username}, for ${customer.email}.`
            : `Added to the existing customer account ${customer.username} (${customer.email}).`}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600">Site</dt>
          <dd className="text-slate-900">
            {site.name}, {site.address}
          </dd>
        </div>
        {plan ? (
          <>
            <div>
              <dt className="font-semibold text-slate-600">Service plan</dt>
              <dd className="text-slate-900">
                {frequencyWords(plan.frequency)}, {formatServiceDays(plan.serviceDays)} at {formatWallTime(plan.startTime)}, from{' '}
                {formatDate(plan.startsOn)}; {formatCents(plan.monthlyPriceCents)} a month
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Visits booked</dt>
              <dd className="text-slate-900">
                {conversion.bookingsCreated}
                {conversion.firstVisit
                  ? `, the first on ${formatMinnesotaTime(conversion.firstVisit)}`
                  : ' (the daily run adds them when they come within 8 weeks)'}
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt className="font-semibold text-slate-600">Service plan</dt>
            <dd className="text-slate-900">None: a one-time quote. Book the visit as a one-off.</dd>
          </div>
        )}
      </dl>
      {conversion.passwordLink ? invitePanel(conversion.passwordLink, customer.email) : null}
      <DialogFooter>
        {plan ? (
          <Link href={`/admin/service-plans/${plan.id}`} className={buttonClasses({ variant: 'outline' })}>
            Open the plan
          </Link>
        ) : (
          <Link href={bookOneOff} className={buttonClasses({ variant: 'outline' })}>
            Book the visit
          </Link>
        )}
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
