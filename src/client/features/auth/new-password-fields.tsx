import { Field } from '../../components/ui/field.tsx';
import { PasswordInput } from './password-input.tsx';
import { PASSWORD_HINT } from './password-messages.ts';

/** New password (under the request's field name) and its confirmation, with the length hint; messages come from the form. */
export function NewPasswordFields({ name }: { name: 'password' | 'newPassword' }) {
  return (
    <>
      <Field name={name} label="New password" hint={PASSWORD_HINT}>
        <PasswordInput autoComplete="new-password" required />
      </Field>
      <Field name="confirmPassword" label="Confirm new password">
        <PasswordInput autoComplete="new-password" required />
      </Field>
    </>
  );
}
