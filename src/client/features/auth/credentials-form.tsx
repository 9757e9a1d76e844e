import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { inputClass } from './field-styles.ts';
import { PasswordInput } from './password-input.tsx';

interface Props {
  usernameLabel: string;
  /** While the call runs and during the redirect pause. */
  submitting: boolean;
  /** Shown inline above the button (the admin login). */
  error?: string | undefined;
  onSubmit: (username: string, password: string) => void;
}

/** Username and password with a Sign In button; the page decides what an empty field or a failure shows. */
export function CredentialsForm({ usernameLabel, submitting, error, onSubmit }: Props) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit(username, password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-busy={submitting} className="space-y-5">
      <FormField id={`${id}-username`} label={usernameLabel}>
        {(control) => (
          <input
            {...control}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password">
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
