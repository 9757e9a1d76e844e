import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { requestPasswordReset } from '#shared/contracts/auth.endpoints.ts';
import { passwordResetRequestSchema, type PasswordResetRequest } from '#shared/contracts/auth.ts';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { callApi, failureOf } from '../../lib/api-fetch.ts';
import { showServerErrors, useContractForm } from '../../lib/contract-form.ts';
import { AuthShell } from '../../features/auth/auth-shell.tsx';
import { LoginCard } from '../../features/auth/login-card.tsx';
import { usePageFormOutcome } from '../../features/auth/page-form-outcome.ts';
import { PhoneLink } from '../../components/site/phone-link.tsx';
import { useSite } from '../../lib/site-context.tsx';

/** /forgot-password: a link to choose a new password, by e-mail (the answer never says whether the account exists). */
export function Page() {
  // Without e-mail no link can reach anyone: say so before anything is typed (decision 0041).
  const { emailDelivery } = useSite().capabilities;
  // Posted before or without the script (decision 0032): the server's answer, shown as the script shows it.
  const posted = usePageFormOutcome('password-reset');
  const [sent, setSent] = useState<string | null>(posted?.sent ?? null);
  const [problem, setProblem] = useState<string | null>(
    posted?.failure ? (posted.failure.fields['identifier'] ?? posted.failure.message) : null,
  );
  const form = useContractForm<PasswordResetRequest, typeof passwordResetRequestSchema>({
    schema: passwordResetRequestSchema,
    defaultValues: { identifier: posted?.identifier ?? '' },
  });

  async function send(body: PasswordResetRequest) {
    setProblem(null);
    try {
      setSent((await callApi(requestPasswordReset, { body })).message);
    } catch (error) {
      const failure = failureOf(error);
      showServerErrors(form, failure.fields, ['identifier']);
      if (Object.keys(failure.fields).length === 0) setProblem(failure.message ?? 'The request could not be sent. Please try again.');
    }
  }

  return (
    <AuthShell>
      <LoginCard
        icon={sent ? <MailCheck aria-hidden /> : <KeyRound aria-hidden />}
        title={sent ? 'Check your e-mail' : 'Forgot your password?'}
        description={sent || !emailDelivery ? undefined : 'Enter your username or e-mail. We will send a link to choose a new password.'}
        footer={
          <Link href="/login" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Sign In
          </Link>
        }
      >
        {!emailDelivery && !sent ? (
          <p role="status" className="text-center text-sm leading-relaxed text-slate-700">
            This site sends no e-mail at the moment, so a reset link cannot reach you. Ask an administrator for a link to choose a new
            password, or call us at <PhoneLink className="font-semibold text-brand-800 underline" />.
          </p>
        ) : sent ? (
          <p role="status" className="text-center text-sm leading-relaxed text-slate-700">
            {sent} If nothing arrives, check your spam folder or ask us to send a new link.
          </p>
        ) : (
          <Form form={form} onSubmit={send} aria-label="Password reset request" className="space-y-5">
            <Field label="Username or email">
              <Input name="identifier" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
            </Field>
            {problem ? <FormAlert>{problem}</FormAlert> : null}
            <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Sending..." className="w-full">
              Send Reset Link
            </SubmitButton>
          </Form>
        )}
      </LoginCard>
    </AuthShell>
  );
}
