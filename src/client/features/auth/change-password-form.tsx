import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { changePassword } from '#shared/contracts/auth.endpoints.ts';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '#shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi, failureOf } from '../../lib/api-client.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import { changePasswordFailureMessage, confirmationProblem } from './password-messages.ts';

type Values = ChangePasswordRequest & { confirmPassword: string };
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** PUT /api/auth/password. A wrong current password answers 400 and is shown here, inline. */
export function ChangePasswordForm({ username }: { username: string }) {
  const form = useContractForm<Values, typeof changePasswordRequestSchema>({
    schema: changePasswordRequestSchema,
    defaultValues: empty,
    check: (values) => ({ confirmPassword: confirmationProblem(values.newPassword, values.confirmPassword) }),
  });
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const change = useMutation({ mutationFn: (body: ChangePasswordRequest) => callApi(changePassword, { body }) });

  async function submit(body: ChangePasswordRequest) {
    setServerError(undefined);
    try {
      await change.mutateAsync(body);
      form.reset(empty);
      toast({ title: 'Password Updated', description: 'Your password has been changed.' });
    } catch (error) {
      setServerError(changePasswordFailureMessage(failureOf(error)));
    }
  }

  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setServerError(undefined)} aria-busy={change.isPending} className="space-y-5">
      {/* Lets password managers update the saved password of this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field name="currentPassword" label="Current password">
        <PasswordInput autoComplete="current-password" required />
      </Field>
      <NewPasswordFields name="newPassword" />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </Form>
  );
}
