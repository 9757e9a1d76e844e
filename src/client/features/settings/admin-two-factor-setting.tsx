import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { getSecuritySettings, updateSecuritySettings } from '#shared/contracts/security.endpoints.ts';
import { ADMIN_TWO_FACTOR_GRACE_SIGN_INS } from '#shared/contracts/security.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmActionDialog } from '../../components/ui/confirm-action-dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';

/** What turning the rule off gives up: in the confirmation, and on the card while it is off. */
export const ADMIN_TWO_FACTOR_OFF_WARNING =
  'Administrators will be able to sign in with a password alone: anyone who steals or guesses an admin password gets the whole back office. The security log records who turned this off.';

/**
 * Settings → Security (decision 0035): admins must use two-factor sign-in, on by default; an owner
 * may turn it off, after a confirmation that says what it costs, and the card keeps saying so.
 */
export function AdminTwoFactorSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery(apiQuery(getSecuritySettings));
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (adminsMustUseTwoFactor: boolean) => callApi(updateSecuritySettings, { body: { adminsMustUseTwoFactor } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQuery(getSecuritySettings).queryKey, saved);
      setConfirming(false);
      toast({ title: saved.adminsMustUseTwoFactor ? 'Two-factor sign-in required for admins' : 'Two-factor sign-in no longer required' });
    },
  });

  if (settings.isPending) return <Skeleton className="h-16 w-full" />;
  if (settings.isError)
    return (
      <LoadError
        title="The security settings could not be loaded"
        message={callErrorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  const on = settings.data.adminsMustUseTwoFactor;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {on
          ? `Required: an administrator without two-factor sign-in may sign in ${ADMIN_TWO_FACTOR_GRACE_SIGN_INS} times, then must set it up before reaching the back office.`
          : 'Not required: administrators may sign in with a password alone.'}
      </p>
      {on ? null : <FormAlert>{ADMIN_TWO_FACTOR_OFF_WARNING}</FormAlert>}
      {save.isError && !confirming ? <FormAlert>{callErrorMessage(save.error)}</FormAlert> : null}
      <div>
        {on ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Stop requiring it
          </Button>
        ) : (
          <Button
            aria-disabled={save.isPending || undefined}
            onClick={() => {
              if (!save.isPending) save.mutate(true);
            }}
          >
            {save.isPending ? 'Saving…' : 'Require it for administrators'}
          </Button>
        )}
      </div>
      <ConfirmActionDialog
        open={confirming}
        title="Stop requiring two-factor sign-in for administrators?"
        description={ADMIN_TWO_FACTOR_OFF_WARNING}
        confirmLabel="Stop requiring it"
        pendingLabel="Saving…"
        icon={<ShieldAlert aria-hidden="true" />}
        tone="destructive"
        pending={save.isPending}
        error={save.isError ? callErrorMessage(save.error) : null}
        onConfirm={() => save.mutate(false)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
