import { useState } from 'react';
import { useLocation } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPasswordWithLink } from '#shared/contracts/auth.endpoints.ts';
import { setPasswordRequestSchema, type SetPasswordRequest } from '#shared/contracts/auth.ts';
import { passwordSetLandingPath } from '#shared/domain/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { callApi, failureOf } from '../../lib/api-client.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { isInvalidLinkWriteError } from './password-link-errors.ts';
import { usePageFormOutcome } from './page-form-outcome.ts';
import { confirmationProblem, setPasswordFailureMessage } from './password-messages.ts';

interface Props {
  /** The link's token (from the page's URL). */
  token: string;
  /** The cache key of the link's description, dropped once the link is used. */
  linkKey: readonly [string];
  username: string;
  /** The account's role: where the person signs in next (decision 0042). */
  role: string;
  /** The link was used or expired while the form was open. */
  onLinkGone: () => void;
}

type Values = SetPasswordRequest & { confirmPassword: string };

export function SetPasswordForm({ token, linkKey, username, role, onLinkGone }: Props) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useContractForm<Values, typeof setPasswordRequestSchema>({
    schema: setPasswordRequestSchema,
    defaultValues: { password: '', confirmPassword: '' },
    check: (values) => ({ confirmPassword: confirmationProblem(values.password, values.confirmPassword) }),
  });
  // Posted before or without the script (decision 0032): the server's refusal, worded as for the script.
  const posted = usePageFormOutcome('set-password');
  const [serverError, setServerError] = useState<string | undefined>(
    posted && setPasswordFailureMessage({ kind: 'refused', ...posted.failure }),
  );
  const save = useMutation({ mutationFn: (body: SetPasswordRequest) => callApi(setPasswordWithLink, { params: { token }, body }) });

  async function submit(body: SetPasswordRequest) {
    if (save.isSuccess) return;
    setServerError(undefined);
    try {
      await save.mutateAsync(body);
      queryClient.removeQueries({ queryKey: linkKey }); // single use: never show this form again from cache
      // The role's sign-in page says it and fills in the username (a toast would not outlive the move).
      navigate(passwordSetLandingPath(role, username));
    } catch (error) {
      if (isInvalidLinkWriteError(error)) onLinkGone();
      else setServerError(setPasswordFailureMessage(failureOf(error)));
    }
  }

  const busy = save.isPending || save.isSuccess;
  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setServerError(undefined)} aria-busy={busy} className="space-y-5">
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <NewPasswordFields name="password" />
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving...' : 'Set Password'}
      </Button>
    </Form>
  );
}
