import { useEffect } from 'react';
import { Link } from 'wouter';
import { loginRequestSchema, type LoginRequest } from '#shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { PasswordInput } from './password-input.tsx';
import { SignInAlert } from './sign-in-alert.tsx';
import type { CodeStep } from './use-code-step.ts';
import type { ShownMessage } from './use-sign-in.ts';

interface Props {
  /** Filled in when the page knows who is signing in (just after choosing a password). */
  defaultUsername?: string | undefined;
  /** While the call runs and during the redirect pause. */
  submitting: boolean;
  /** What went wrong (an empty field, a refused sign-in): the only place it is shown, above the button. */
  message?: ShownMessage | undefined;
  /** The account asked for its second-factor code: the form shows a code field and sends it with the password. */
  codeStep?: CodeStep | undefined;
  /** The contract's login body (username trimmed, password as typed). */
  onSubmit: (credentials: LoginRequest) => void;
  /** A field was left empty: each sign-in page says so in the spec's own words, so the fields show no message. */
  onMissing: () => void;
}

/** The code goes only when there is one: the first step of a sign-in sends the password alone. */
function withoutEmptyCode({ code, ...credentials }: LoginRequest): LoginRequest {
  return code ? { ...credentials, code } : credentials;
}

/**
 * Username and password with a Sign In button; the page decides what an empty field or a failure says.
 * All three login calls take a username or an e-mail address, so the field says so on every page.
 */
export function CredentialsForm({ defaultUsername = '', submitting, message, codeStep, onSubmit, onMissing }: Props) {
  const form = useContractForm<LoginRequest, typeof loginRequestSchema>({
    schema: loginRequestSchema,
    defaultValues: { username: defaultUsername, password: '', code: '' },
  });
  const { setFocus, setValue } = form;
  // Each time the code is asked for (again), the field is emptied and takes focus.
  useEffect(() => {
    if (!codeStep) return;
    setValue('code', '');
    setFocus('code');
  }, [codeStep, setFocus, setValue]);
  return (
    <Form
      form={form}
      onSubmit={(credentials) => {
        if (!submitting) onSubmit(withoutEmptyCode(credentials));
      }}
      onInvalid={() => {
        // Only an empty field is the page's "fill in both"; anything else (an over-long entry) the server answers.
        const { username, password, code } = form.getValues();
        if (username.trim() === '' || password === '') onMissing();
        else if (!submitting) onSubmit(withoutEmptyCode({ username: username.trim(), password, code: code?.trim() }));
      }}
      aria-busy={submitting}
      className="space-y-5"
    >
      <Field label="Username or email">
        <Input name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      </Field>
      <Field label="Password">
        <PasswordInput name="password" autoComplete="current-password" required />
      </Field>
      {codeStep && (
        <Field
          label="Authentication code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          error={codeStep.error}
        >
          <Input name="code" type="text" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required />
        </Field>
      )}
      {message && <SignInAlert key={message.showing} message={message} />}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}
