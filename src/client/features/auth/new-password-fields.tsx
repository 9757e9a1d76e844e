import { FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';
import { PASSWORD_HINT, type NewPasswordErrors } from './password-rules.ts';

interface Props {
  /** Prefix for the field ids (from useId). */
  idPrefix: string;
  /** Form field name of the new password ("password" or "newPassword"). */
  name: string;
  password: string;
  confirm: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/** New password and its confirmation, with the length hint and inline errors. */
export function NewPasswordFields({ idPrefix, name, password, confirm, errors, onPasswordChange, onConfirmChange }: Props) {
  return (
    <>
      <FormField id={`${idPrefix}-new-password`} label="New password" hint={PASSWORD_HINT} error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name={name}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label="Confirm new password" error={errors.confirm}>
        {(control) => (
          <PasswordInput
            {...control}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => onConfirmChange(event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
