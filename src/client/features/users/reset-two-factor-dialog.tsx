import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import type { User } from '#shared/contracts/users.ts';
import { displayName } from '#shared/domain/user.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { errorMessageFrom } from './form-rejection.ts';
import { useResetTwoFactor } from './use-user-mutations.ts';

export interface ResetTwoFactorDialogProps {
  /** Whose second factor to turn off; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** For a user who lost their phone: confirm, then turn their two-factor sign-in off (decision 0010). */
export function ResetTwoFactorDialog({ user, onClose }: ResetTwoFactorDialogProps) {
  const reset = useResetTwoFactor();
  const [error, setError] = useState<string | null>(null);

  function handleOpenChange(open: boolean) {
    if (open || reset.isPending) return;
    setError(null);
    reset.reset();
    onClose();
  }

  async function confirm(target: User) {
    if (reset.isPending) return;
    setError(null);
    try {
      await reset.mutateAsync(target.id);
      toast({
        title: 'Two-factor Sign-in Reset',
        description: `${target.username} signs in with their password alone until they set it up again.`,
      });
      onClose();
    } catch (failure) {
      setError(errorMessageFrom(failure));
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={handleOpenChange}>
      {user ? (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Reset two-factor sign-in</DialogTitle>
            <DialogDescription>
              {displayName(user)} ({user.username}) will sign in with their password alone until they set up an authenticator app again from
              their account page.
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm text-slate-600">
            Do this only when you know it is them asking, for example by calling them back: someone who has their password would get in.
          </p>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={reset.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void confirm(user)} aria-disabled={reset.isPending || undefined}>
              <ShieldOff aria-hidden="true" />
              {reset.isPending ? 'Resetting…' : 'Reset two-factor'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
