import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '#shared/contracts/auth.ts';
import { authApi } from '#shared/contracts/auth.paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { errorStatus, isNetworkError, serverErrorMessage } from './api-error-message.ts';
import { focusFirstInvalid } from './focus-first-error.ts';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { CONNECTION_ERROR } from './login-messages.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordInput } from './password-input.tsx';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from './password-rules.ts';

interface Errors extends NewPasswordErrors {
  current?: string | undefined;
}

const empty = { current: '', password: '', confirm: '' };

/** PUT /api/auth/password. A wrong current password answers 400 and is shown here, inline. */
export function ChangePasswordForm({ username }: { username: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | undefined>(undefined);

  const change = useMutation<Response, Error, ChangePasswordRequest>({
    mutationFn: (body) => apiRequest('PUT', authApi.changePassword, body),
    onSuccess: () => {
      setValues(empty);
      toast({ title: 'Password Updated', description: 'Your password has been changed.' });
    },
    onError: (error) => {
      if (isNetworkError(error)) return setServerError(CONNECTION_ERROR);
      const status = errorStatus(error);
      const message = status === 400 || status === 401 ? serverErrorMessage(error, ['currentPassword', 'newPassword']) : undefined;
      setServerError(message ?? 'Your password could not be changed. Please try again.');
    },
  });

  function update(field: keyof typeof empty, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const found: Errors = {
      current: values.current ? undefined : 'Enter your current password',
      ...validateNewPassword(values.password, values.confirm),
    };
    setErrors(found);
    setServerError(undefined);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    change.mutate({ currentPassword: values.current, newPassword: values.password });
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={change.isPending} className="space-y-5">
      {/* Lets password managers update the saved password of this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField id={`${id}-current-password`} label="Current password" error={errors.current}>
        {(control) => (
          <PasswordInput
            {...control}
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.current}
            onChange={(event) => update('current', event.target.value)}
          />
        )}
      </FormField>
      <NewPasswordFields
        idPrefix={id}
        name="newPassword"
        password={values.password}
        confirm={values.confirm}
        errors={errors}
        onPasswordChange={(value) => update('password', value)}
        onConfirmChange={(value) => update('confirm', value)}
      />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
