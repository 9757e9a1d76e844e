import { useState } from 'react';
import type { User } from '#shared/contracts/users.ts';
import { Checkbox } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useSetSupervisor } from './use-user-mutations.ts';

/**
 * An employee's supervisor mark (issue 33): supervisors do site inspections from their phone. Saved as it
 * is ticked, apart from the details form.
 */
export function SupervisorSetting({ user }: { user: User }) {
  const setSupervisor = useSetSupervisor();
  const [checked, setChecked] = useState(user.isSupervisor);
  const [problem, setProblem] = useState<string | null>(null);

  async function change(next: boolean) {
    setChecked(next);
    setProblem(null);
    try {
      await setSupervisor.mutateAsync({ id: user.id, isSupervisor: next });
      toast({
        title: next ? 'Marked as a supervisor' : 'No longer a supervisor',
        description: next ? `${user.username} can now do site inspections.` : `${user.username} no longer does site inspections.`,
      });
    } catch (error) {
      setChecked(!next);
      setProblem(callErrorMessage(error));
    }
  }

  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Checkbox
        label={
          <span>
            <span className="font-semibold text-slate-900">Supervisor</span>: does site inspections and sees their scores
          </span>
        }
        checked={checked}
        disabled={setSupervisor.isPending}
        onChange={(event) => void change(event.target.checked)}
      />
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
