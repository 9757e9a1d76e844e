import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import type { User } from '#shared/contracts/users.ts';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useResetTwoFactor } from './use-user-mutations.ts';
import { nameAndUsername } from './user-format.ts';

export interface ResetTwoFactorDialogProps {
  /** Whose second factor to turn off; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** For a user who lost their phone: confirm, then turn their two-factor sign-in off (decision 0010). */
export function ResetTwoFactorDialog({ user, onClose }: ResetTwoFactorDialogProps) {
  const reset = useResetTwoFactor();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    reset.reset();
    onClose();
  }

  async function confirm(target: User) {
    setError(null);
    try {
      await reset.mutateAsync(target.id);
      toast({
        title: 'Two-factor Sign-in Reset',
        description: `${target.username} signs in with their password alone until they set it up again.`,
      });
      onClose();
    } catch (failure) {
      setError(callErrorMessage(failure));
    }
  }

  return (
    <ConfirmActionDialog
      open={user !== null}
      title="Reset two-factor sign-in"
      description={
        user
          ? `${nameAndUsername(user)} will sign in with their password alone until they set up an authenticator app again from their account page.`
          : ''
      }
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting…"
      icon={<ShieldOff aria-hidden="true" />}
      tone="destructive"
      pending={reset.isPending}
      error={error}
      onConfirm={() => {
        if (user) void confirm(user);
      }}
      onCancel={close}
    >
      <p className="text-sm text-slate-600">
        Do this only when you know it is them asking, for example by calling them back: someone who has their password would get in.
      </p>
    </ConfirmActionDialog>
  );
}
