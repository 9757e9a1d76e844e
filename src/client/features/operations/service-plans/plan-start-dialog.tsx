import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { getUrgentTasks } from '#shared/contracts/admin-dashboard.endpoints.ts';
import { confirmPlanStart, listBookings, listServicePlans } from '#shared/contracts/operations.endpoints.ts';
import { confirmPlanStartRequestSchema, type ConfirmPlanStartRequest, type ServicePlan } from '#shared/contracts/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { callApi } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/business-format.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { employeeOptions, useEmployees } from '../../../lib/directory.ts';
import { refreshReads } from '../../../lib/query-refresh.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { CrewSizeWarning } from './crew-size-warning.tsx';

interface StartValues {
  startsOn: string;
  startTime: string;
  employeeIds: string[];
}

const FIELDS = ['startsOn', 'startTime', 'employeeIds'] as const;

function useConfirmStart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPlanStartRequest) => callApi(confirmPlanStart, { params: { id }, body }),
    onSuccess: () => void refreshReads(queryClient, [listServicePlans.path, listBookings.path, listAuditEvents.path, getUrgentTasks.path]),
  });
}

/**
 * Confirm start (decision 0033): a plan accepted online waits until the admin sets its first day and
 * its crew; then its visits are produced and the customer is e-mailed the start. Without SMTP that
 * e-mail waits in the outbox (decision 0041), so the dialog and its toast say so and ask for a call.
 */
export function PlanStartDialog({ plan, today, open, onClose }: { plan: ServicePlan; today: string; open: boolean; onClose: () => void }) {
  const confirm = useConfirmStart(plan.id);
  const returnFocus = useReturnFocus();
  const { emailDelivery } = useSite().capabilities;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !confirm.isPending) {
          confirm.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Confirm the start of plan #{plan.id}</DialogTitle>
            <DialogDescription>
              {emailDelivery
                ? 'The client accepted this plan online. Confirming produces its visits with this crew and e-mails the client the start date and how many cleaners come (never their names).'
                : 'The client accepted this plan online. Confirming produces its visits with this crew. This site sends no e-mail at the moment: the e-mail telling the client the start date is held until e-mail is set up, so call them.'}
            </DialogDescription>
          </DialogHeader>
          <PlanStartForm
            plan={plan}
            today={today}
            onSubmit={async (body) => {
              await confirm.mutateAsync(body);
              toast({
                title: 'Plan started',
                description: emailDelivery
                  ? `Plan #${plan.id} starts on ${formatDate(body.startsOn)}; the client was e-mailed.`
                  : `Plan #${plan.id} starts on ${formatDate(body.startsOn)}. The client’s e-mail is held until e-mail is set up: call them with the start date.`,
              });
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PlanStartForm({
  plan,
  today,
  onSubmit,
}: {
  plan: ServicePlan;
  today: string;
  onSubmit: (body: { startsOn: string; startTime: string; employeeIds: number[] }) => Promise<void>;
}) {
  const employees = useEmployees();
  const form = useContractForm<StartValues, typeof confirmPlanStartRequestSchema>({
    schema: confirmPlanStartRequestSchema,
    defaultValues: {
      startsOn: plan.startsOn < today ? today : plan.startsOn,
      startTime: plan.startTime,
      employeeIds: plan.crew.map((person) => String(person.id)),
    },
    toInput: (values) => ({ startsOn: values.startsOn, startTime: values.startTime, employeeIds: values.employeeIds.map(Number) }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await onSubmit({ startsOn: body.startsOn, startTime: body.startTime ?? plan.startTime, employeeIds: body.employeeIds });
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="startsOn" label="First day" required hint="Minnesota date, today or later.">
          <Input type="date" min={today} readOnly={submitting} />
        </Field>
        <Field name="startTime" label="Start time" required hint="Minnesota time.">
          <Input type="time" step={300} readOnly={submitting} />
        </Field>
      </div>
      <CheckboxGroup
        legend={`Crew (the quote needs ${plan.crewSize})`}
        name="employeeIds"
        options={employeeOptions(employees.data)}
        empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
        disabled={submitting}
      />
      <CrewSizeWarning needed={plan.crewSize} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Starting…' : 'Confirm start'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
