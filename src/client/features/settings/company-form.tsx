import {
  companyProfileInputSchema,
  PAYMENT_INSTRUCTIONS_MAX,
  PAYMENT_INSTRUCTIONS_MAX_LINES,
  type CompanyProfileInput,
  type CompanySettings,
} from '#shared/contracts/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm, type ContractSchema } from '../../lib/contract-form.ts';
import { formatRelativeTime } from '../../lib/time-format.ts';
import { useSaveCompany } from './use-settings.ts';

/** The form as typed: the address's parts sit beside the other fields. */
export interface CompanyValues {
  name: string;
  phone: string;
  salesEmail: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  socialUrl: string;
  /** Typed as text; sent as a number. */
  foundedYear: string;
  /** Several lines; empty for none (invoices then say to contact the office). */
  paymentInstructions: string;
}

const FIELDS = [
  'name',
  'phone',
  'salesEmail',
  'street',
  'city',
  'region',
  'postalCode',
  'country',
  'socialUrl',
  'foundedYear',
  'paymentInstructions',
] as const;

export function companyValues(s: CompanySettings): CompanyValues {
  const p = s.profile;
  return {
    name: p.name,
    phone: p.phone,
    salesEmail: p.salesEmail,
    ...p.address,
    socialUrl: p.socialUrl,
    foundedYear: String(p.foundedYear),
    paymentInstructions: s.paymentInstructions ?? '',
  };
}

export function companyInput(v: CompanyValues): CompanyProfileInput {
  return {
    name: v.name,
    phone: v.phone,
    salesEmail: v.salesEmail,
    address: { street: v.street, city: v.city, region: v.region, postalCode: v.postalCode, country: v.country },
    socialUrl: v.socialUrl,
    // Not a whole number stays NaN, which the contract refuses with its message.
    foundedYear: v.foundedYear.trim() === '' ? Number.NaN : Number(v.foundedYear),
    // Sent as typed: the contract normalises it, and empty means none.
    paymentInstructions: v.paymentInstructions,
  };
}

/**
 * The contract's schema over the form's flat values: its messages for 'address.city' land on 'city'
 * (the form layer places a message by the first part of its path).
 */
const companyFormSchema: ContractSchema = {
  safeParse(values: unknown) {
    const result = companyProfileInputSchema.safeParse(companyInput(values as CompanyValues));
    if (result.success) return { success: true, data: result.data };
    return {
      success: false,
      error: { issues: result.error.issues.map((i) => ({ message: i.message, path: i.path[0] === 'address' ? i.path.slice(1) : i.path })) },
    };
  },
};

/** Settings' company profile: what every public page, quote, invoice and e-mail shows. */
export function CompanyForm({ settings }: { settings: CompanySettings }) {
  const save = useSaveCompany();
  const form = useContractForm<CompanyValues, typeof companyFormSchema>({
    schema: companyFormSchema,
    defaultValues: companyValues(settings),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;

  async function submit() {
    failure.clear();
    try {
      const saved = await save.mutateAsync(companyInput(form.getValues()));
      form.reset(companyValues(saved));
      toast({ title: 'Company profile saved', description: 'The public pages show it within a few seconds.' });
    } catch (error) {
      // The server names address problems 'address'; they go in the form's alert.
      failure.show(error);
    }
  }

  const text = { readOnly: submitting };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Company name" required className="sm:col-span-2">
          <Input {...text} autoComplete="organization" maxLength={120} />
        </Field>
        <Field name="phone" label="Phone" required hint="A 10-digit US number; tel: links are made from it.">
          <Input {...text} type="tel" autoComplete="tel" maxLength={40} />
        </Field>
        <Field name="salesEmail" label="Sales e-mail" required>
          <Input {...text} type="email" autoComplete="email" maxLength={254} />
        </Field>
        <Field name="street" label="Street address" required className="sm:col-span-2">
          <Input {...text} autoComplete="address-line1" maxLength={200} />
        </Field>
        <Field name="city" label="City" required>
          <Input {...text} autoComplete="address-level2" maxLength={80} />
        </Field>
        <Field name="region" label="State" required hint="Two letters, like MN.">
          <Input {...text} autoComplete="address-level1" maxLength={2} />
        </Field>
        <Field name="postalCode" label="ZIP code" required>
          <Input {...text} autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        </Field>
        <Field name="country" label="Country" required hint="Two letters, like US.">
          <Input {...text} autoComplete="country" maxLength={2} />
        </Field>
        <Field name="socialUrl" label="Social page" required className="sm:col-span-2">
          <Input {...text} type="url" maxLength={500} placeholder="https://www.facebook.com/…" />
        </Field>
        <Field name="foundedYear" label="Founded in" required hint="Every page's years in business is counted from this year.">
          <Input {...text} inputMode="numeric" maxLength={4} />
        </Field>
        <Field
          name="paymentInstructions"
          label="Payment instructions"
          optional
          className="sm:col-span-2"
          hint={`Printed under “How to pay” on every invoice that is due: bank transfer, check or card details. Up to ${PAYMENT_INSTRUCTIONS_MAX_LINES} lines and ${PAYMENT_INSTRUCTIONS_MAX} characters. Left empty, invoices ask the customer to call or e-mail the office.`}
        >
          <Textarea
            {...text}
            rows={5}
            maxLength={PAYMENT_INSTRUCTIONS_MAX}
            placeholder={'ACH to First Avenue Bank, routing …, account …\nChecks payable to Twin Pines Commercial Cleaning'}
          />
        </Field>
      </div>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {settings.updatedBy
            ? `Last changed by ${settings.updatedBy}, ${formatRelativeTime(settings.updatedAt)}.`
            : 'From the server’s COMPANY_* settings; not changed here yet.'}
        </p>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save company profile'}
        </Button>
      </div>
    </Form>
  );
}
