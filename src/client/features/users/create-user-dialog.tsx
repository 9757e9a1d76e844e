import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { CreateUserResponse } from '#shared/contracts/users.ts';
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
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { PasswordLinkPanel } from './password-link-panel.tsx';
import { useCreateUser } from './use-user-mutations.ts';
import { UserDetailsForm } from './user-details-form.tsx';
import { emptyUserForm, type ValidUser } from './user-form.ts';

/** The page's main action: the create-user form, then the new user's one-time set-password link. */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const createUser = useCreateUser();

  function handleOpenChange(next: boolean) {
    // Stay open while the account is being created, or the one-time link would be lost.
    if (!next && createUser.isPending) return;
    setOpen(next);
    if (!next) {
      setCreated(null);
      createUser.reset();
    }
  }

  async function submit(user: ValidUser) {
    const response = await createUser.mutateAsync(user);
    toast({ title: 'User Created', description: 'User account has been created successfully.' });
    setCreated(response);
  }

  function startAnother() {
    setCreated(null);
    createUser.reset();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          Create User
        </Button>
      </DialogTrigger>
      <DialogContent
        className="sm:max-w-2xl"
        // A stray click outside must not throw away the one-time link.
        onInteractOutside={created ? (event) => event.preventDefault() : undefined}
      >
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>Share the set-password link</DialogTitle>
              <DialogDescription>
                The account for {displayName(created.user)} ({created.user.username}) is ready. They choose their own password with this
                link, then sign in.
              </DialogDescription>
            </DialogHeader>
            <PasswordLinkPanel link={created.passwordLink} email={created.user.email} />
            <DialogFooter>
              <Button variant="outline" onClick={startAnother}>
                Create another user
              </Button>
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Create User</DialogTitle>
              <DialogDescription>
                No password is needed: after saving you get a one-time link with which the new user chooses their own.
              </DialogDescription>
            </DialogHeader>
            <UserDetailsForm initialValues={emptyUserForm} submitLabel="Create User" pendingLabel="Creating user…" onSubmit={submit} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
