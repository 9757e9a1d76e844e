import { useId, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { roles, type Role } from '#shared/domain/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../components/ui/dialog.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { formRejectionFrom } from './form-rejection.ts';
import { labelClass, TextField } from './text-field.tsx';
import {
  firstInvalidField,
  isFieldVisible,
  isRole,
  roleLabels,
  validateUserForm,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
} from './user-form.ts';

export interface UserDetailsFormProps {
  initialValues: UserFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the form; a rejection (thrown error) is shown on the form and the typed values stay. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Set when the role may not be changed here (an admin editing their own account). */
  roleLockedReason?: string | undefined;
}

function Optional() {
  return <span className="font-normal text-slate-500"> (optional)</span>;
}

/** The create-user and edit-user form: same fields, client checks first, then the server's answer. */
export function UserDetailsForm({ initialValues, submitLabel, pendingLabel, onSubmit, roleLockedReason }: UserDetailsFormProps) {
  const id = useId();
  const fieldId = (field: UserFormField) => `${id}-${field}`;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function focusField(field: UserFormField | undefined) {
    if (field) document.getElementById(fieldId(field))?.focus();
    else document.getElementById(`${id}-form-error`)?.focus();
  }

  function update<K extends UserFormField>(field: K, value: UserFormValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, re-check it while the user fixes it (but never flag while typing).
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateUserForm(next)[field] }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = validateUserForm(values);
    const firstProblem = firstInvalidField(problems, values.role);
    if (firstProblem) {
      setErrors(problems);
      setFormError(null);
      focusField(firstProblem);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const rejection = formRejectionFrom(error);
      const placed: UserFormErrors = {};
      const unplaced: string[] = [];
      for (const [field, problem] of Object.entries(rejection.fields)) {
        if (isFieldVisible(field, values.role)) placed[field] = problem;
        else unplaced.push(problem);
      }
      setErrors(placed);
      setFormError(unplaced.length > 0 ? `${rejection.message} ${unplaced.join(' ')}` : rejection.message);
      focusField(firstInvalidField(placed, values.role));
    } finally {
      setSubmitting(false);
    }
  }

  const text = (field: Exclude<UserFormField, 'role'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onValueChange: (value: string) => update(field, value),
    error: errors[field],
    // Read-only rather than disabled while sending, so the focus stays where it was.
    readOnly: submitting,
    autoComplete: 'off',
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5" aria-busy={submitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('firstName')} label="First name" required />
        <TextField {...text('lastName')} label="Last name" required />
        <TextField
          {...text('username')}
          label="Username"
          required
          autoCapitalize="none"
          spellCheck={false}
          hint="At least 3 characters: letters, digits, dot, dash or underscore."
        />
        <TextField {...text('email')} label="Email" type="email" inputMode="email" required autoCapitalize="none" spellCheck={false} />
        <TextField {...text('phone')} label={<>Phone<Optional /></>} type="tel" inputMode="tel" />
        <div>
          <label htmlFor={fieldId('role')} className={labelClass}>
            Role
          </label>
          <Select
            value={values.role}
            onValueChange={(value) => {
              if (isRole(value)) update('role', value);
            }}
            disabled={submitting || Boolean(roleLockedReason)}
          >
            <SelectTrigger id={fieldId('role')} aria-describedby={roleLockedReason ? `${id}-role-hint` : undefined}>
              <SelectValue>{roleLabels[values.role]}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {roles.map((role: Role) => (
                <SelectItem key={role} value={role}>
                  {roleLabels[role]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {roleLockedReason ? (
            <p id={`${id}-role-hint`} className="mt-1 text-xs text-slate-500">
              {roleLockedReason}
            </p>
          ) : null}
        </div>
      </div>

      {values.role === 'customer' ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">Customer details</legend>
          <TextField {...text('companyName')} label={<>Company name<Optional /></>} />
        </fieldset>
      ) : null}

      {values.role === 'employee' ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">Employee details</legend>
          <TextField {...text('position')} label={<>Position<Optional /></>} />
          <TextField {...text('department')} label={<>Department<Optional /></>} />
          <TextField
            {...text('hourlyRate')}
            label={<>Hourly rate in USD<Optional /></>}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
          />
        </fieldset>
      ) : null}

      {formError ? (
        <div
          id={`${id}-form-error`}
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{formError}</p>
        </div>
      ) : null}

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
    </form>
  );
}
