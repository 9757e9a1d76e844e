import { useId, useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import {
  consultationChoiceLabel,
  consultationDays,
  consultationRequestSchema,
  consultationTimes,
  type ConsultationDay,
  type ConsultationTime,
} from '#shared/contracts/quote/consultations.ts';
import { requestConsultation } from '#shared/contracts/quote/consultations.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/api-fetch.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';

interface Values {
  preferredDays: ConsultationDay[];
  preferredTimes: ConsultationTime[];
}

const CONTACT_PROMISE = 'Our team will contact you within 24 hours.';

type Outcome = { already: boolean; requestedAt: string };

interface Props {
  leadId: string;
  /** The quote's main way on (the site sends no e-mail, so no accept link): the primary button. */
  main?: boolean | undefined;
}

/**
 * "Schedule Free Consultation" (issue 12): asks for optional preferred days and
 * times, records the request on the quote's lead (the company is told by e-mail),
 * and says so on the page. A quote that already has a request says that instead.
 */
export function ConsultationRequest({ leadId, main = false }: Props) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const panelId = useId();
  const form = useContractForm<Values, typeof consultationRequestSchema>({
    schema: consultationRequestSchema,
    defaultValues: { preferredDays: [], preferredTimes: [] },
  });

  async function send(values: { preferredDays: ConsultationDay[]; preferredTimes: ConsultationTime[] }) {
    try {
      const answer = await callApi(requestConsultation, { params: { leadId }, body: values });
      setOutcome({ already: answer.alreadyRequested, requestedAt: answer.requestedAt });
      setOpen(false);
      if (!answer.alreadyRequested) toast({ title: 'Consultation Scheduled', description: CONTACT_PROMISE });
    } catch {
      toast({ title: 'Error', description: 'We could not send your request. Please try again, or call us.', variant: 'destructive' });
    }
  }

  if (outcome) {
    const when = formatMinnesotaDate(outcome.requestedAt);
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {outcome.already
          ? `A consultation for this quote was already requested on ${when}. ${CONTACT_PROMISE}`
          : `Consultation requested. ${CONTACT_PROMISE}`}
      </p>
    );
  }

  return (
    <>
      {/* Secondary while accepting online is the quote's main way on (issue 30); primary when it cannot be (decision 0041). */}
      <Button
        variant={main ? 'primary' : 'outline'}
        className="self-start max-sm:w-full max-sm:whitespace-normal max-sm:text-center"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <CalendarCheck aria-hidden />
        Schedule Free Consultation
      </Button>
      {open ? (
        <Form
          id={panelId}
          form={form}
          onSubmit={send}
          aria-label="Consultation request"
          className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
        >
          <CheckboxGroup legend="Preferred days (optional)" name="preferredDays" values={consultationDays} form={form} />
          <CheckboxGroup legend="Preferred time of day (optional)" name="preferredTimes" values={consultationTimes} form={form} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending...">
              Request Consultation
            </SubmitButton>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}

function CheckboxGroup({
  legend,
  name,
  values,
  form,
}: {
  legend: string;
  name: keyof Values;
  values: ReadonlyArray<ConsultationDay | ConsultationTime>;
  form: ReturnType<typeof useContractForm<Values, typeof consultationRequestSchema>>;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input type="checkbox" value={value} className="size-4 accent-brand-700" {...form.register(name)} />
            {consultationChoiceLabel(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
