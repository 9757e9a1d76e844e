import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useContractForm, type ContractSchema } from '../../lib/contract-form.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { PasswordInput } from './password-input.tsx';

type StepField = 'currentPassword' | 'code';
type Values = Partial<Record<StepField, string>>;

interface Props {
  schema: ContractSchema;
  /** The fields this step asks for, in order. */
  fields: readonly StepField[];
  submitLabel: string;
  pendingLabel: string;
  /** Sends the checked values; a refusal is shown under its field and above the buttons. */
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel?: (() => void) | undefined;
  /** Hidden username for password managers, when the step asks for the password. */
  username?: string | undefined;
  /** Recovery codes are letters: the field then keeps the full keyboard. */
  acceptsRecoveryCode?: boolean | undefined;
}

/** One step of two-factor setup or removal: the password, a code, or both. */
export function TwoFactorStepForm({ schema, fields, submitLabel, pendingLabel, onSubmit, onCancel, username, acceptsRecoveryCode }: Props) {
  const form = useContractForm<Values, ContractSchema>({
    schema,
    defaultValues: Object.fromEntries(fields.map((f) => [f, ''])),
  });
  const failure = useFormFailure(form, fields);
  const [pending, setPending] = useState(false);

  async function submit(values: Values) {
    failure.clear();
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      failure.show(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Form form={form} onSubmit={(values) => submit(values as Values)} aria-busy={pending} className="space-y-4">
      {fields.includes('currentPassword') && (
        <>
          {username && <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />}
          <Field name="currentPassword" label="Current password">
            <PasswordInput autoComplete="current-password" required />
          </Field>
        </>
      )}
      {fields.includes('code') && (
        <Field
          name="code"
          label="Authentication code"
          hint={
            acceptsRecoveryCode
              ? 'The 6-digit code from your authenticator app, or a recovery code.'
              : 'The 6-digit code your authenticator app shows now.'
          }
        >
          <Input
            type="text"
            inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        </Field>
      )}
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
