import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTimeEntrySettings, updateTimeEntrySettings } from '#shared/contracts/settings.endpoints.ts';
import { MANUAL_ENTRY_DAYS_MAX, type TimeEntrySettings } from '#shared/contracts/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, FieldHint } from '../../components/ui/field.tsx';
import { inputClass } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi, failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';

/**
 * Settings → Time entries (decision 0034): how many days back employees may enter time by hand. The
 * server checks it on every entry; admins enter older time from the timesheet.
 */
export function TimeEntrySetting() {
  const settings = useQuery(apiQuery(getTimeEntrySettings));
  if (settings.isPending) return <Skeleton className="h-16 w-full" />;
  if (settings.isError)
    return (
      <LoadError
        title="The time entry setting could not be loaded"
        message={callErrorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return <DaysBackForm saved={settings.data} />;
}

function DaysBackForm({ saved }: { saved: TimeEntrySettings }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(String(saved.manualEntryDaysBack));
  const save = useMutation({
    mutationFn: (manualEntryDaysBack: number) => callApi(updateTimeEntrySettings, { body: { manualEntryDaysBack } }),
    onSuccess: (next) => {
      queryClient.setQueryData(apiQuery(getTimeEntrySettings).queryKey, next);
      toast({ title: 'Time entry setting saved', description: `Employees may enter time up to ${next.manualEntryDaysBack} days back.` });
    },
  });
  const problem = save.isError ? (failureOf(save.error).fields['manualEntryDaysBack'] ?? callErrorMessage(save.error)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server says what is wrong with anything that is not a whole number in range.
    save.mutate(Number(value));
  }

  return (
    <form method="post" onSubmit={submit} aria-label="Manual time entries" className="flex flex-col gap-3">
      <div className="max-w-xs">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Days back an employee may enter time
        </label>
        <input
          id={id}
          name="manualEntryDaysBack"
          type="number"
          inputMode="numeric"
          min={1}
          max={MANUAL_ENTRY_DAYS_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          className={`${inputClass} mt-1.5`}
        />
        <FieldHint id={`${id}-hint`}>Never before the employee’s hire date. Administrators can always enter older time.</FieldHint>
        {problem ? <FieldError id={`${id}-error`}>{problem}</FieldError> : null}
      </div>
      <div>
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
