import { UserX } from 'lucide-react';
import type { User } from '#shared/contracts/users.ts';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
import { deactivationQuestion } from './user-status-message.ts';

export interface DeactivateUserDialogProps {
  /** Whom to deactivate; null keeps the dialog closed. */
  user: User | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Deactivate Jane Doe (jdoe)?" before the call: it signs them out at once (issue 12). */
export function DeactivateUserDialog({ user, pending, error, onConfirm, onCancel }: DeactivateUserDialogProps) {
  const question = user ? deactivationQuestion(user) : { title: '', description: '' };
  return (
    <ConfirmActionDialog
      open={user !== null}
      title={question.title}
      description={question.description}
      confirmLabel="Deactivate"
      pendingLabel="Deactivating…"
      icon={<UserX aria-hidden="true" />}
      tone="destructive"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-600">Nothing is deleted: their details stay, and Activate lets them sign in again.</p>
    </ConfirmActionDialog>
  );
}
