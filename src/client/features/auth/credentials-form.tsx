import { loginRequestSchema, type LoginRequest } from '#shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { PasswordInput } from './password-input.tsx';

interface Props {
  usernameLabel: string;
  /** While the call runs and during the redirect pause. */
  submitting: boolean;
  /** Shown inline above the button (the admin login). */
  error?: string | undefined;
  /** The contract's login body (username trimmed, password as typed). */
  onSubmit: (credentials: LoginRequest) => void;
  /** A field was left empty: each sign-in page says so in the spec's own words, so the fields show no message. */
  onMissing: () => void;
}

/** Username and password with a Sign In button; the page decides what an empty field or a failure shows. */
export function CredentialsForm({ usernameLabel, submitting, error, onSubmit, onMissing }: Props) {
  const form = useContractForm<LoginRequest, typeof loginRequestSchema>({
    schema: loginRequestSchema,
    defaultValues: { username: '', password: '' },
  });
  return (
    <Form
      form={form}
      onSubmit={(credentials) => {
        if (!submitting) onSubmit(credentials);
      }}
      onInvalid={() => {
        // Only an empty field is the page's "fill in both"; anything else (an over-long entry) the server answers.
        const { username, password } = form.getValues();
        if (username.trim() === '' || password === '') onMissing();
        else if (!submitting) onSubmit({ username: username.trim(), password });
      }}
      aria-busy={submitting}
      className="space-y-5"
    >
      <Field label={usernameLabel}>
        <Input name="username" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      </Field>
      <Field label="Password">
        <PasswordInput name="password" autoComplete="current-password" required />
      </Field>
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
