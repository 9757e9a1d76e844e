import { useWatch } from 'react-hook-form';
import { createUserRequestSchema } from '#shared/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { minnesotaToday } from '../../lib/business-format.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { conflictFields } from './form-rejection.ts';
import { roleOptions, userInput, visibleFields, type UserFormValues, type ValidUser } from './user-form.ts';

export interface UserDetailsFormProps {
  initialValues: UserFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the checked form; a rejection (thrown error) is shown on the form and the typed values stay. */
  onSubmit: (user: ValidUser) => Promise<void>;
  /** Set when the role may not be changed here (an admin editing their own account). */
  roleLockedReason?: string | undefined;
}

/** The create-user and edit-user form: same fields, checked by the contract first, then the server's answer. */
export function UserDetailsForm({ initialValues, submitLabel, pendingLabel, onSubmit, roleLockedReason }: UserDetailsFormProps) {
  const form = useContractForm<UserFormValues, typeof createUserRequestSchema>({
    schema: createUserRequestSchema,
    defaultValues: initialValues,
    toInput: userInput,
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const submitting = form.formState.isSubmitting;
  const failure = useFormFailure(form, visibleFields(role));

  async function submit(user: ValidUser) {
    failure.clear();
    try {
      await onSubmit(user);
    } catch (error) {
      failure.show(error, conflictFields(error));
    }
  }

  // Read-only rather than disabled while sending, so the focus stays where it was.
  const text = { readOnly: submitting, autoComplete: 'off' };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" label="First name">
          <Input {...text} required />
        </Field>
        <Field name="lastName" label="Last name">
          <Input {...text} required />
        </Field>
        <Field name="username" label="Username" hint="At least 3 characters: letters, digits, dot, dash or underscore.">
          <Input {...text} required autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field name="email" label="Email">
          <Input {...text} type="email" inputMode="email" required autoCapitalize="none" spellCheck={false} />
        </Field>
        <Field name="phone" label="Phone" optional>
          <Input {...text} type="tel" inputMode="tel" />
        </Field>
        <Field name="role" label="Role" hint={roleLockedReason}>
          <SelectInput options={roleOptions} disabled={submitting || Boolean(roleLockedReason)} />
        </Field>
      </div>

      {role === 'customer' ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Customer details</legend>
          <Field name="companyName" label="Company name" optional>
            <Input {...text} />
          </Field>
        </fieldset>
      ) : null}

      {role === 'employee' ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">Employee details</legend>
          <Field name="position" label="Position" optional>
            <Input {...text} />
          </Field>
          <Field name="department" label="Department" optional>
            <Input {...text} />
          </Field>
          <Field
            name="hourlyRate"
            label="Hourly rate in USD"
            hint="Needed to approve their timesheets: without it a week’s pay cannot be worked out. It can be set later, also from the timesheet."
          >
            <Input {...text} type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" />
          </Field>
          <Field name="hireDate" label="Hire date" optional hint="Their first day, not in the future. Empty: the day the account is made.">
            <Input {...text} type="date" max={minnesotaToday()} />
          </Field>
        </fieldset>
      ) : null}

      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}
