import { useMutation } from '@tanstack/react-query';
import { acceptQuote } from '#shared/contracts/conversion.endpoints.ts';
import {
  acceptQuoteRequestSchema,
  type AcceptQuoteRequest,
  type AcceptQuoteResponse,
  type QuoteAcceptance,
} from '#shared/contracts/conversion.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field, FieldSet } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Checkbox, Input, Textarea } from '../../components/ui/input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { callApi, failureOf } from '../../lib/api-client.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { useFormFailure } from '../../lib/form-failure.ts';

interface AcceptValues {
  signerName: string;
  signerTitle: string;
  consent: boolean;
  serviceAddress: string;
}

const FIELDS = ['signerName', 'signerTitle', 'consent', 'serviceAddress'] as const;
export const ADDRESS_NEEDED_MESSAGE = 'Enter the street address of the place to clean: the quote has none';

export interface AcceptFormProps {
  token: string;
  quote: QuoteAcceptance;
  onAccepted: (accepted: AcceptQuoteResponse) => void;
  /**
   * The server refused with 409 or 410 (the agreement changed, already accepted, expired): read the
   * quote again, so the page shows what holds now (a new fingerprint to review, or another state).
   */
  onStale: () => void;
}

/**
 * Who accepts (name and title), their consent, and the service address when the quote has none. The
 * request carries the SHA-256 shown above the form, so the server accepts exactly the agreement read.
 */
export function AcceptForm({ token, quote, onAccepted, onStale }: AcceptFormProps) {
  // The resolver is read from this render (react-hook-form takes each render's options), so after a
  // "changed" answer the fingerprint sent is the new one the page now shows.
  const form = useContractForm<AcceptValues, typeof acceptQuoteRequestSchema>({
    schema: acceptQuoteRequestSchema,
    defaultValues: { signerName: '', signerTitle: '', consent: false, serviceAddress: '' },
    toInput: (values) => ({
      ...values,
      agreementSha256: quote.agreementSha256,
      serviceAddress: quote.needsServiceAddress ? values.serviceAddress : undefined,
    }),
    check: (values) => (quote.needsServiceAddress && values.serviceAddress.trim() === '' ? { serviceAddress: ADDRESS_NEEDED_MESSAGE } : {}),
  });
  const send = useMutation({
    mutationFn: (body: AcceptQuoteRequest) => callApi(acceptQuote, { params: { token }, body }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;

  async function submit(valid: AcceptQuoteRequest) {
    failure.clear();
    try {
      onAccepted(await send.mutateAsync(valid));
    } catch (error) {
      const refusal = failureOf(error);
      if (refusal.kind === 'refused' && (refusal.status === 409 || refusal.status === 410)) {
        // Consent was given to the agreement as it was: a changed one must be read and agreed to again.
        if (refusal.fields['agreementSha256']) form.setValue('consent', false);
        failure.say(refusal.message ?? 'The form could not be saved.');
        onStale();
        return;
      }
      failure.show(error);
    }
  }

  const consentError = form.formState.errors.consent !== undefined;
  return (
    <Card role="region" aria-labelledby="accept-form-heading">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="accept-form-heading" className="text-lg font-semibold text-slate-900">
          Accept online
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          We record your name and title, the time, your network address and the agreement&apos;s fingerprint.
        </p>
      </div>
      <Form form={form} onSubmit={submit} className="grid gap-5 p-5" aria-busy={submitting || undefined}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="signerName" label="Your full name" required>
            <Input autoComplete="name" readOnly={submitting} />
          </Field>
          <Field name="signerTitle" label="Your title" required hint="For example Office Manager or Owner.">
            <Input autoComplete="organization-title" readOnly={submitting} />
          </Field>
        </div>
        {quote.needsServiceAddress ? (
          <Field name="serviceAddress" label="Service address" required hint="The street address of the building to clean.">
            <Textarea rows={2} autoComplete="street-address" readOnly={submitting} />
          </Field>
        ) : null}
        <FieldSet legend="Consent" name="consent" required>
          <Checkbox
            name="consent"
            aria-invalid={consentError || undefined}
            disabled={submitting}
            label={
              <span>
                I have read the service agreement above (fingerprint ending{' '}
                <span className="font-mono">{quote.agreementSha256.slice(-8)}</span>) and accept it on behalf of{' '}
                {quote.companyName || 'my company'}, with the authority to do so.
              </span>
            }
          />
        </FieldSet>
        {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
        <SubmitButton pending={submitting} pendingLabel="Accepting…" className="w-full sm:w-auto sm:justify-self-start">
          Accept the agreement
        </SubmitButton>
      </Form>
    </Card>
  );
}
