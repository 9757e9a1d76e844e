import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { listSitePriceChanges, listSites, raiseSitePrice } from '#shared/contracts/sites.endpoints.ts';
import {
  ACCEPT_LOSS_NOTE_MAX,
  PRICE_CHANGE_MAX_CENTS,
  priceChangeRequestSchema,
  type PlanPriceVersion,
  type PriceChangeRequest,
} from '#shared/contracts/sites.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { centsToInput, formatCents, formatDate, formatMonth, inputToCents, minnesotaToday } from '../../lib/business-format.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { useSite } from '../../lib/site-context.tsx';
import { AcceptLink } from './accept-link.tsx';

interface Values {
  monthlyPrice: string;
  month: string;
  note: string;
}
const FIELDS = ['monthlyPrice', 'month', 'note'] as const;
/** The request's names as this form's fields. */
const RENAME = { monthlyPriceCents: 'monthlyPrice', effectiveFrom: 'month' } as const;
const PRICE_MESSAGE = 'Enter a monthly price from $1.00 to $1,000,000.00, like 780 or 780.50';

/** The price as typed, checked on the screen (the request's cents have no field of their own). */
function checkPrice(values: Values): Partial<Record<keyof Values, string>> {
  const cents = inputToCents(values.monthlyPrice);
  return cents === null || cents < 100 || cents > PRICE_CHANGE_MAX_CENTS ? { monthlyPrice: PRICE_MESSAGE } : {};
}

/** This month and the eleven after it ('2026-11', ...): the months a raise may start. */
function monthsAhead(today: string, count = 12): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + month + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const statusLabel: Record<PlanPriceVersion['status'], string> = {
  offered: 'Waiting for the customer',
  accepted: 'Accepted',
  expired: 'Expired, not billed',
};

function PriceVersions({ versions }: { versions: PlanPriceVersion[] }) {
  // Without e-mail the agreement waits in the outbox: say so rather than "e-mailed" (decision 0041).
  const { emailDelivery } = useSite().capabilities;
  if (versions.length === 0) return null;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Price changes">
      {versions.map((v) => (
        <li key={`${v.servicePlanId}-${v.version}`} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              Version {v.version}: {formatCents(v.monthlyPriceCents)} from {formatMonth(v.effectiveFrom.slice(0, 7))}
            </span>
            <Badge variant={v.status === 'accepted' ? 'success' : v.status === 'offered' ? 'warning' : 'secondary'}>
              {statusLabel[v.status]}
            </Badge>
          </div>
          <p className="text-slate-600">
            Was {formatCents(v.previousPriceCents)}.{' '}
            {v.accepted
              ? `Accepted by ${v.accepted.signerName}, ${v.accepted.signerTitle}, on ${formatDate(v.accepted.acceptedAt.slice(0, 10))}.`
              : emailDelivery
                ? `Agreement e-mailed to ${v.sentTo}; the link works until ${formatDate(v.expiresAt.slice(0, 10))}.`
                : `The agreement’s e-mail to ${v.sentTo} is held until e-mail is set up (Settings); the link works until ${formatDate(v.expiresAt.slice(0, 10))}.`}
          </p>
          {v.acceptUrl ? <AcceptLink url={v.acceptUrl} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Raising the plan's price from the first of a month (decision 0047): a new price version whose
 * agreement is e-mailed to the customer to accept online; the invoices follow it once accepted.
 */
export function RaisePrice({ siteId, proposedCents }: { siteId: number; proposedCents: number | null }) {
  const queryClient = useQueryClient();
  const versions = useQuery(apiQuery(listSitePriceChanges, { params: { id: siteId } }));
  const months = monthsAhead(minnesotaToday());
  const form = useContractForm<Values, typeof priceChangeRequestSchema>({
    schema: priceChangeRequestSchema,
    defaultValues: { monthlyPrice: proposedCents ? centsToInput(proposedCents) : '', month: months[1] ?? '', note: '' },
    toInput: (v) => ({
      monthlyPriceCents: inputToCents(v.monthlyPrice) ?? Number.NaN,
      effectiveFrom: v.month ? `${v.month}-01` : '',
      note: v.note,
    }),
    check: checkPrice,
  });
  const failure = useFormFailure(form, FIELDS, RENAME);
  const { emailDelivery } = useSite().capabilities;
  const send = useMutation({ mutationFn: (body: PriceChangeRequest) => callApi(raiseSitePrice, { params: { id: siteId }, body }) });
  const submitting = form.formState.isSubmitting;

  async function submit(valid: PriceChangeRequest) {
    failure.clear();
    try {
      const made = await send.mutateAsync(valid);
      toast({
        title: 'New price sent',
        description: emailDelivery
          ? `The agreement went to ${made.sentTo} to accept online.`
          : `The agreement’s e-mail to ${made.sentTo} is held until e-mail is set up.`,
      });
      form.reset({ monthlyPrice: '', month: months[1] ?? '', note: '' });
      // '/api/admin/sites' covers this site's page and its price changes (the cached reads are by URL).
      void refreshReads(queryClient, [listSites.path, listAuditEvents.path]);
    } catch (error) {
      failure.show(error);
    }
  }

  const open = versions.data?.some((v) => v.status === 'offered') ?? false;
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold text-slate-900">Raise the price</h3>
      {versions.data ? <PriceVersions versions={versions.data} /> : null}
      {open ? null : (
        <Form form={form} onSubmit={submit} className="grid gap-3" aria-busy={submitting || undefined} aria-label="Raise the price">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="monthlyPrice" label="New monthly price in USD" required>
              <Input inputMode="decimal" placeholder="0.00" readOnly={submitting} />
            </Field>
            <Field name="month" label="Billed from" required hint="Invoices of earlier months stay as issued.">
              <NativeSelectInput placeholder="Choose a month" options={months.map((m) => ({ value: m, label: formatMonth(m) }))} />
            </Field>
          </div>
          <Field name="note" label="Note for the site’s history">
            <Textarea rows={2} maxLength={ACCEPT_LOSS_NOTE_MAX} readOnly={submitting} />
          </Field>
          {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
          <div>
            <Button type="submit" aria-disabled={submitting || undefined}>
              {submitting ? 'Sending…' : 'Send the new agreement'}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
