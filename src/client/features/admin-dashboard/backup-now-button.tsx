import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatabaseBackup, LoaderCircle } from 'lucide-react';
import { makeBackup } from '#shared/contracts/backups.endpoints.ts';
import { getUrgentTasks } from '#shared/contracts/admin-dashboard.endpoints.ts';
import { getSystemHealth } from '#shared/contracts/system.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatBytes } from './dashboard-format.ts';

/**
 * Backs the database up now (decision 0029): before an upgrade or a risky change, without waiting
 * for the daily backup. The status line and the urgent tasks are read again afterwards, either way.
 */
export function BackupNowButton() {
  const client = useQueryClient();
  const backup = useMutation({
    mutationFn: () => callApi(makeBackup),
    onSuccess: (made) => toast({ title: 'Backup made', description: `${made.fileName} (${formatBytes(made.sizeBytes)})` }),
    onError: (error) => toast({ title: 'Backup failed', description: callErrorMessage(error), variant: 'destructive' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiQuery(getSystemHealth).queryKey }),
        client.invalidateQueries({ queryKey: apiQuery(getUrgentTasks).queryKey }),
      ]),
  });
  return (
    <Button variant="outline" onClick={() => backup.mutate()} disabled={backup.isPending}>
      {backup.isPending ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <DatabaseBackup aria-hidden="true" />
      )}
      {backup.isPending ? 'Backing up…' : 'Back up now'}
    </Button>
  );
}
