import { planCrewRequestSchema, type ServicePlan } from '#shared/contracts/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm } from '../../../lib/contract-form.ts';
import { employeeOptions, useEmployees } from '../../../lib/directory.ts';
import { CrewSizeWarning } from './crew-size-warning.tsx';
import { useSetPlanCrew } from './use-plan-mutations.ts';

interface PlanCrewValues {
  employeeIds: string[];
  applyToFuture: boolean;
}

/** The plan's default team, and whether its coming untouched visits take it too. */
export function PlanCrewDialog({ plan, open, onClose }: { plan: ServicePlan; open: boolean; onClose: () => void }) {
  const setCrew = useSetPlanCrew(plan.id);
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !setCrew.isPending) {
          setCrew.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Default crew of plan #{plan.id}</DialogTitle>
            <DialogDescription>Visits the plan produces from now on get this team. Only active employees can be chosen.</DialogDescription>
          </DialogHeader>
          <PlanCrewForm
            plan={plan}
            onSubmit={async (body) => {
              await setCrew.mutateAsync(body);
              toast({
                title: 'Default crew saved',
                description: body.applyToFuture
                  ? 'The coming visits nobody changed by hand have the new team too.'
                  : 'New visits get this team.',
              });
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PlanCrewForm({
  plan,
  onSubmit,
}: {
  plan: ServicePlan;
  onSubmit: (body: { employeeIds: number[]; applyToFuture: boolean }) => Promise<void>;
}) {
  const employees = useEmployees();
  const form = useContractForm<PlanCrewValues, typeof planCrewRequestSchema>({
    schema: planCrewRequestSchema,
    defaultValues: { employeeIds: plan.crew.map((person) => String(person.id)), applyToFuture: true },
    toInput: (values) => ({ employeeIds: values.employeeIds.map(Number), applyToFuture: values.applyToFuture }),
  });
  const failure = useFormFailure(form, ['employeeIds']);
  const submitting = form.formState.isSubmitting;
  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        failure.clear();
        try {
          await onSubmit(body);
        } catch (error) {
          failure.show(error);
        }
      }}
      className="grid gap-5"
      aria-busy={submitting}
    >
      <CheckboxGroup
        legend={`Crew (the plan needs ${plan.crewSize})`}
        name="employeeIds"
        options={employeeOptions(employees.data)}
        empty={employees.isPending ? 'Loading employees…' : 'No active employees to assign.'}
        disabled={submitting}
      />
      <CrewSizeWarning needed={plan.crewSize} />
      <Checkbox name="applyToFuture" label="Also give this team to the plan’s coming visits that nobody changed by hand" />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save crew'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
