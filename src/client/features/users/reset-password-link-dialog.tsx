import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { PasswordLink, User } from '#shared/contracts/users.ts';
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
import { errorMessageFrom } from './form-rejection.ts';
import { PasswordLinkPanel } from './password-link-panel.tsx';
import { useCreatePasswordLink } from './use-user-mutations.ts';

export interface ResetPasswordLinkDialogProps {
  /** Whose link to create; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** For a forgotten password (or a lost invitation): confirm, then show the new one-time link. */
export function ResetPasswordLinkDialog({ user, onClose }: ResetPasswordLinkDialogProps) {
  const createLink = useCreatePasswordLink();
  const [link, setLink] = useState<PasswordLink | null>(null);
  const [error, setError] = useState<string | null>(null);

  function handleOpenChange(open: boolean) {
    if (open || createLink.isPending) return;
    setLink(null);
    setError(null);
    createLink.reset();
    onClose();
  }

  async function create(target: User) {
    if (createLink.isPending) return;
    setError(null);
    try {
      setLink(await createLink.mutateAsync(target.id));
    } catch (failure) {
      setError(errorMessageFrom(failure));
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={handleOpenChange}>
      {user ? (
        <DialogContent className="sm:max-w-xl" onInteractOutside={link ? (event) => event.preventDefault() : undefined}>
          {link ? (
            <>
              <DialogHeader>
                <DialogTitle>New set-password link</DialogTitle>
                <DialogDescription>
                  {displayName(user)} ({user.username}) chooses a new password with this link.
                </DialogDescription>
              </DialogHeader>
              <PasswordLinkPanel link={link} email={user.email} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button>Done</Button>
                </DialogClose>
              </DialogFooter>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Reset password link</DialogTitle>
                <DialogDescription>
                  {user.hasPassword
                    ? `Create a one-time link with which ${displayName(user)} (${user.username}) chooses a new password.`
                    : `${displayName(user)} (${user.username}) has not chosen a password yet. Create a new one-time link if the first one expired or was lost.`}
                </DialogDescription>
              </DialogHeader>
              <p className="text-sm text-slate-600">
                When e-mail is configured the link is also sent to <span className="font-medium text-slate-900">{user.email}</span>.
              </p>
              {error ? <FormAlert>{error}</FormAlert> : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={createLink.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button onClick={() => void create(user)} aria-disabled={createLink.isPending || undefined}>
                  <KeyRound aria-hidden="true" />
                  {createLink.isPending ? 'Creating link…' : 'Create link'}
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
