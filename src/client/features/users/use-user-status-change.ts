import { useState } from 'react';
import type { User } from '#shared/contracts/users.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useSetUserStatus } from './use-user-mutations.ts';
import { statusChangedToast } from './user-status-message.ts';

/**
 * Activate / Deactivate from the user list. Deactivating signs the person out, so it asks first
 * (issue 12); activating takes nothing away and happens at once. Either way a toast names who changed.
 */
export function useUserStatusChange() {
  const setStatus = useSetUserStatus();
  const [confirming, setConfirming] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The row's button: opens the question for an active user, activates an inactive one. */
  function request(user: User) {
    if (setStatus.isPending) return;
    if (user.isActive) {
      setError(null);
      setConfirming(user);
      return;
    }
    setStatus.mutate(
      { id: user.id, isActive: true },
      {
        onSuccess: () => toast(statusChangedToast(user, true)),
        onError: (failure) => toast({ title: 'Status Not Changed', description: callErrorMessage(failure), variant: 'destructive' }),
      },
    );
  }

  /** Yes in the question. A refusal stays in the dialog, where the admin is looking. */
  function confirm() {
    const user = confirming;
    if (!user || setStatus.isPending) return;
    setError(null);
    setStatus.mutate(
      { id: user.id, isActive: false },
      {
        onSuccess: () => {
          setConfirming(null);
          toast(statusChangedToast(user, false));
        },
        onError: (failure) => setError(callErrorMessage(failure)),
      },
    );
  }

  function cancel() {
    if (setStatus.isPending) return;
    setConfirming(null);
    setError(null);
  }

  return {
    request,
    confirm,
    cancel,
    /** The user being asked about, if any. */
    confirming,
    error,
    pending: setStatus.isPending,
    /** The user whose change is being sent, for the row's spinner. */
    pendingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
  };
}
