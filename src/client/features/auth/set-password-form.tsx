import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPasswordRequest } from '#shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isNetworkError, serverErrorMessage } from './api-error-message.ts';
import { focusFirstInvalid } from './focus-first-error.ts';
import { FormAlert } from './form-alert.tsx';
import { CONNECTION_ERROR } from './login-messages.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { isInvalidLinkWriteError } from './password-link-errors.ts';
import { hasErrors, validateNewPassword, type NewPasswordErrors } from './password-rules.ts';

interface Props {
  /** The link's API URL (GET showed it, POST uses it). */
  url: string;
  username: string;
  /** The link was used or expired while the form was open. */
  onLinkGone: () => void;
}

export function SetPasswordForm({ url, username, onLinkGone }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [serverError, setServerError] = useState<string | undefined>(undefined);

  const save = useMutation<Response, Error, SetPasswordRequest>({
    mutationFn: (body) => apiRequest('POST', url, body),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [url] }); // single use: never show this form again from cache
      toast({ title: 'Password set', description: 'You can now sign in.' });
      navigate('/login-portal');
    },
    onError: (error) => {
      if (isInvalidLinkWriteError(error)) return onLinkGone();
      if (isNetworkError(error)) return setServerError(CONNECTION_ERROR);
      setServerError(serverErrorMessage(error, ['password']) ?? 'Your password could not be saved. Please try again.');
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || save.isSuccess) return;
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    setServerError(undefined);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate({ password });
  }

  const busy = save.isPending || save.isSuccess;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={busy} className="space-y-5">
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <NewPasswordFields
        idPrefix={id}
        name="password"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        onConfirmChange={(value) => {
          setConfirm(value);
          setErrors((e) => ({ ...e, confirm: undefined }));
        }}
      />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Set Password'}
      </Button>
    </form>
  );
}
