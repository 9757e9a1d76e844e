import { useEffect, useId } from 'react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import type { SignInMessage } from './login-messages.ts';

/**
 * The sign-in card's one message. Mounted afresh for each showing (the caller keys it), so role=alert
 * announces a repeated text again; it takes the focus, so keyboard users land on what went wrong.
 */
export function SignInAlert({ message }: { message: SignInMessage }) {
  const id = useId();
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);
  return (
    <FormAlert id={id}>
      {message.description ? (
        <>
          <span className="block font-semibold">{message.title}</span> <span>{message.description}</span>
        </>
      ) : (
        message.title
      )}
    </FormAlert>
  );
}
