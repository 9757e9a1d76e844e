import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import type { PasswordLink, User } from '#shared/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmActionBody } from '../../components/ui/confirm-action-dialog.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { PasswordLinkPanel } from './password-link-panel.tsx';
import { useCreatePasswordLink } from './use-user-mutations.ts';
import { nameAndUsername } from './user-format.ts';

export interface ResetPasswordLinkDialogProps {
  /** Whose link to create; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
}

/** For a forgotten password (or a lost invitation): confirm, then show the new one-time link in the same dialog. */
export function ResetPasswordLinkDialog({ user, onClose }: ResetPasswordLinkDialogProps) {
  const createLink = useCreatePasswordLink();
  const [link, setLink] = useState<PasswordLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus();

  function handleOpenChange(open: boolean) {
    if (open || createLink.isPending) return;
    setLink(null);
    setError(null);
    createLink.reset();
    onClose();
  }

  async function create(target: User) {
    setError(null);
    try {
      setLink(await createLink.mutateAsync(target.id));
    } catch (failure) {
      setError(callErrorMessage(failure));
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={handleOpenChange}>
      {user ? (
        <DialogContent
          className="sm:max-w-xl"
          {...returnFocus}
          // Once the link shows, a stray click outside must not throw away the only copy of it.
          onInteractOutside={link ? (event) => event.preventDefault() : undefined}
        >
          {link ? (
            <>
              <DialogHeader>
                <DialogTitle>New set-password link</DialogTitle>
                <DialogDescription>{nameAndUsername(user)} chooses a new password with this link.</DialogDescription>
              </DialogHeader>
              <PasswordLinkPanel link={link} email={user.email} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button>Done</Button>
                </DialogClose>
              </DialogFooter>
            </>
          ) : (
            <ConfirmActionBody
              title="Reset password link"
              description={
                user.hasPassword
                  ? `Create a one-time link with which ${nameAndUsername(user)} chooses a new password.`
                  : `${nameAndUsername(user)} has not chosen a password yet. Create a new one-time link if the first one expired or was lost.`
              }
              confirmLabel="Create link"
              pendingLabel="Creating link…"
              icon={<KeyRound aria-hidden="true" />}
              pending={createLink.isPending}
              error={error}
              onConfirm={() => void create(user)}
            >
              <p className="text-sm text-slate-600">
                When e-mail is configured the link is also sent to <span className="font-medium text-slate-900">{user.email}</span>.
              </p>
            </ConfirmActionBody>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
