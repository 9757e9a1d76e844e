import type { User } from '#shared/contracts/users.ts';
import { displayName } from '#shared/domain/user.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { useUpdateUser } from './use-user-mutations.ts';
import { SupervisorSetting } from './supervisor-setting.tsx';
import { UserDetailsForm } from './user-details-form.tsx';
import { toUpdateUserRequest, userFormFromUser, type ValidUser } from './user-form.ts';

export interface EditUserDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: User | null;
  /** The signed-in admin editing their own account (the server refuses a change of their own role). */
  isSelf: boolean;
  onClose: () => void;
}

/** Edit a user's details with the create form's fields; only changed fields are sent. */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const updateUser = useUpdateUser();
  // Opened from the row's Edit button by state, not a Radix trigger: focus goes back to that button.
  const returnFocus = useReturnFocus();

  function handleOpenChange(open: boolean) {
    if (!open && !updateUser.isPending) onClose();
  }

  async function submit(target: User, valid: ValidUser) {
    const body = toUpdateUserRequest(valid, target);
    if (Object.keys(body).length === 0) {
      toast({ title: 'No Changes', description: 'Nothing was changed, so there was nothing to save.' });
      onClose();
      return;
    }
    await updateUser.mutateAsync({ id: target.id, body });
    toast({ title: 'User Updated', description: 'User details have been saved.' });
    onClose();
  }

  return (
    <Dialog open={user !== null} onOpenChange={handleOpenChange}>
      {user ? (
        <DialogContent className="sm:max-w-2xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Edit User</DialogTitle>
            <DialogDescription>
              Change the details of {displayName(user)} ({user.username}). Their password is not affected.
            </DialogDescription>
          </DialogHeader>
          {user.role === 'employee' ? <SupervisorSetting user={user} /> : null}
          <UserDetailsForm
            key={user.id}
            initialValues={userFormFromUser(user)}
            submitLabel="Save Changes"
            pendingLabel="Saving…"
            onSubmit={(valid) => submit(user, valid)}
            roleLockedReason={isSelf ? 'You cannot change the role of your own account.' : undefined}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
