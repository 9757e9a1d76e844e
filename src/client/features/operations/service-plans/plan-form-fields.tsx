import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { planFrequencies } from '#shared/domain/operations.ts';
import { additionalServiceNames, facilityTypes } from '#shared/domain/quote.ts';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { NativeSelectInput } from '../../../components/ui/native-select-input.tsx';
import { minnesotaToday, WEEKDAY_SHORT } from '../../../lib/business-format.ts';
import { customerOptions, employeeOptions, useCustomers, useCustomerSites, useEmployees } from '../../../lib/directory.ts';
import { frequencyWords } from '#shared/domain/quote.ts';
import { CrewSizeWarning } from './crew-size-warning.tsx';
import { facilityLabel } from './plan-format.ts';
import { PlanHolidayPreview } from './plan-holiday-preview.tsx';
import { serviceDaysFor, type PlanValues } from './plan-form.ts';

const dayOptions = WEEKDAY_SHORT.map((label, day) => ({ value: String(day), label }));
const facilityOptions = facilityTypes.map((type) => ({ value: type, label: facilityLabel(type) }));
const frequencyOptions = planFrequencies.map((frequency) => ({ value: frequency, label: frequencyWords(frequency) }));
const addOnOptions = additionalServiceNames.map((name) => ({ value: name, label: name }));

/** The fields of a plan, inside its Form: the customer and default crew only when creating. */
export function PlanFormFields({ mode, readOnly }: { mode: 'create' | 'edit'; readOnly: boolean }) {
  const form = useFormContext<PlanValues>();
  const customers = useCustomers();
  const employees = useEmployees();
  const customerId = useWatch({ control: form.control, name: 'customerId' });
  const known = useCustomerSites(customerId === '' ? null : Number(customerId));
  const sites = known.sites.map((site) => ({ value: String(site.id), label: site.label }));
  const text = { readOnly, autoComplete: 'off' };

  // A customer with a single known site gets it at once.
  const { setValue, getValues } = form;
  const onlySite = sites.length === 1 ? sites[0]!.value : '';
  const siteChoices = sites.map((s) => s.value).join();
  useEffect(() => {
    if (mode !== 'create') return;
    const current = getValues('siteId');
    if (current !== '' && siteChoices.split(',').includes(current)) return;
    setValue('siteId', onlySite);
  }, [mode, customerId, siteChoices, onlySite, getValues, setValue]);

  // A frequency that visits on a fixed number of weekdays ticks its usual ones when the admin picks it
  // (not when a saved plan opens), unless as many are ticked already; they stay editable.
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const shownFrequency = useRef(frequency);
  useEffect(() => {
    if (shownFrequency.current === frequency) return;
    shownFrequency.current = frequency;
    const days = serviceDaysFor(frequency, getValues('serviceDays'));
    if (days) setValue('serviceDays', days, { shouldDirty: true, shouldValidate: true });
  }, [frequency, getValues, setValue]);

  let siteHint: string | undefined;
  if (mode === 'create' && customerId === '') siteHint = 'Choose the customer first.';
  else if (known.loading) siteHint = 'Looking up the customer’s sites…';
  else if (sites.length === 0) siteHint = 'No site of this customer is known yet: convert their lead in the CRM, which makes the site.';

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'create' ? (
          <Field name="customerId" label="Customer" required>
            <NativeSelectInput
              options={customerOptions(customers.data)}
              placeholder={customers.isPending ? 'Loading customers…' : 'Choose a customer'}
            />
          </Field>
        ) : null}
        <Field name="siteId" label="Site" required hint={siteHint} className={mode === 'edit' ? 'sm:col-span-2' : undefined}>
          <NativeSelectInput options={sites} placeholder={sites.length === 0 ? 'No site to choose' : 'Choose a site'} />
        </Field>
        <Field name="facilityType" label="Facility type" required>
          <NativeSelectInput options={facilityOptions} placeholder="Choose a facility type" />
        </Field>
        <Field name="squareFootage" label="Square feet" optional>
          <Input {...text} type="number" inputMode="numeric" min={100} max={2_000_000} step={100} />
        </Field>
        <Field name="frequency" label="Frequency" required>
          <NativeSelectInput options={frequencyOptions} placeholder="Choose a frequency" />
        </Field>
        <Field name="startTime" label="Start time" required hint="Minnesota time.">
          <Input {...text} type="time" step={300} />
        </Field>
      </div>
      <CheckboxGroup
        legend="Service days"
        name="serviceDays"
        required
        layout="days"
        hint="As many days as the frequency says: 2 or 3 times a week, 5 or 7 days a week. Monthly and Quarterly visit on the first of these in the month."
        options={dayOptions}
        disabled={readOnly}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="visitMinutes" label="Visit length in minutes" required hint="15 to 960.">
          <Input {...text} type="number" inputMode="numeric" min={15} max={960} step={15} />
        </Field>
        <Field name="crewSize" label="Crew size" required hint="People per visit, 1 to 50.">
          <Input {...text} type="number" inputMode="numeric" min={1} max={50} />
        </Field>
        <Field name="monthlyPrice" label="Monthly price in USD" required>
          <Input {...text} inputMode="decimal" placeholder="0.00" />
        </Field>
        <div className="hidden sm:block" />
        <Field name="startsOn" label="Starts on" required>
          <Input {...text} type="date" />
        </Field>
        <Field name="endsOn" label="Ends on" optional hint="Leave empty for an open-ended plan.">
          <Input {...text} type="date" />
        </Field>
      </div>
      <PlanHolidayPreview today={minnesotaToday()} />
      <CheckboxGroup legend="Add-ons" name="addOns" optional options={addOnOptions} disabled={readOnly} />
      {mode === 'create' ? (
        <CheckboxGroup
          legend="Default crew"
          name="crew"
          optional
          hint="Copied onto every visit the plan produces."
          options={employeeOptions(employees.data)}
          empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
          disabled={readOnly}
        />
      ) : null}
      {mode === 'create' ? <CrewSizeWarning needed="crewSize" field="crew" /> : null}
      <Field name="notes" label="Notes" optional>
        <Textarea {...text} rows={2} maxLength={2000} />
      </Field>
    </>
  );
}
