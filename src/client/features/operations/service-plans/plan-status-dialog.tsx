import { useState } from 'react';
import { CirclePause, CirclePlay, CircleStop } from 'lucide-react';
import { updateServicePlanRequestSchema, type ServicePlan, type settablePlanStatuses } from '#shared/contracts/operations.ts';
import { ConfirmActionDialog } from '../../../components/ui/confirm-action-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDate } from '../../../lib/business-format.ts';
import { callErrorMessage } from '../../../lib/call-error.ts';
import { messagesByField } from '../../../lib/contract-form.ts';
import { useUpdatePlan } from './use-plan-mutations.ts';

/** The status change an admin asks for: pause, resume or end. */
export type PlanStatusChange = 'pause' | 'resume' | 'end';

const target: Record<PlanStatusChange, (typeof settablePlanStatuses)[number]> = { pause: 'paused', resume: 'active', end: 'ended' };

const copy: Record<PlanStatusChange, { title: string; description: string; confirm: string; pending: string; done: string }> = {
  pause: {
    title: 'Pause this plan?',
    description: 'Its coming visits that nobody changed by hand are removed, and a paused month is not billed. Resume it any time.',
    confirm: 'Pause plan',
    pending: 'Pausing…',
    done: 'Plan paused',
  },
  resume: {
    title: 'Resume this plan?',
    description: 'Its visits for the next 8 weeks are produced again, and it is billed again from its active days.',
    confirm: 'Resume plan',
    pending: 'Resuming…',
    done: 'Plan resumed',
  },
  end: {
    title: 'End this plan?',
    description: 'No visit is produced after the last day, and the last month is billed up to it. Visits after it are removed.',
    confirm: 'End plan',
    pending: 'Ending…',
    done: 'Plan ended',
  },
};

/** Pause, resume or end a plan (ending asks for its last day). */
export function PlanStatusDialog({
  plan,
  change,
  today,
  onClose,
}: {
  plan: ServicePlan;
  change: PlanStatusChange | null;
  today: string;
  onClose: () => void;
}) {
  const update = useUpdatePlan(plan.id);
  const [endsOn, setEndsOn] = useState(() => plan.endsOn ?? (today > plan.startsOn ? today : plan.startsOn));
  const [endError, setEndError] = useState<string | undefined>();
  const text = copy[change ?? 'pause'];
  const close = () => {
    update.reset();
    setEndError(undefined);
    onClose();
  };
  return (
    <ConfirmActionDialog
      open={change !== null}
      onCancel={close}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      icon={
        change === 'end' ? (
          <CircleStop aria-hidden="true" />
        ) : change === 'resume' ? (
          <CirclePlay aria-hidden="true" />
        ) : (
          <CirclePause aria-hidden="true" />
        )
      }
      tone={change === 'resume' ? 'primary' : 'destructive'}
      pending={update.isPending}
      error={update.isError ? callErrorMessage(update.error) : null}
      onConfirm={() => {
        if (!change) return;
        // A plan accepted online that never started ends without a last day (nothing of it is billed).
        const neverStarted = plan.status === 'pending_start';
        const body = change === 'end' && !neverStarted ? { status: target[change], endsOn } : { status: target[change] };
        const checked = updateServicePlanRequestSchema.safeParse(body);
        if (!checked.success) {
          setEndError(messagesByField(checked.error.issues)['endsOn']);
          return;
        }
        if (change === 'end' && !neverStarted && endsOn < plan.startsOn) {
          setEndError(`Use an end date on or after the start date (${formatDate(plan.startsOn)})`);
          return;
        }
        setEndError(undefined);
        update.mutate(body, {
          onSuccess: () => {
            toast({ title: text.done, description: `Plan #${plan.id} is ${target[change]} now.` });
            close();
          },
        });
      }}
    >
      {change === 'end' && plan.status !== 'pending_start' ? (
        <Field label="Last day of service" required error={endError}>
          <Input
            type="date"
            value={endsOn}
            min={plan.startsOn}
            onChange={(event) => setEndsOn(event.target.value)}
            readOnly={update.isPending}
          />
        </Field>
      ) : null}
    </ConfirmActionDialog>
  );
}
