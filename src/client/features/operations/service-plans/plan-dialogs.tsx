import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { useLocation } from 'wouter';
import { createServicePlanRequestSchema, updateServicePlanRequestSchema, type ServicePlan } from '#shared/contracts/operations.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { useFormFailure } from '../../../lib/form-failure.ts';
import { useContractForm, type ContractOutput } from '../../../lib/contract-form.ts';
import { PlanFormFields } from './plan-form-fields.tsx';
import {
  checkMonthlyPrice,
  editPlanInput,
  newPlanInput,
  newPlanValues,
  planChanges,
  planFieldNames,
  planValues,
  type PlanValues,
} from './plan-form.ts';
import { planPath } from './plan-format.ts';
import { useCreatePlan, useUpdatePlan } from './use-plan-mutations.ts';

const FIELDS: ReadonlyArray<keyof PlanValues> = [
  'customerId',
  'siteId',
  'facilityType',
  'squareFootage',
  'frequency',
  'startTime',
  'serviceDays',
  'visitMinutes',
  'crewSize',
  'monthlyPrice',
  'startsOn',
  'endsOn',
  'addOns',
  'crew',
  'notes',
];

function Footer({ submitting, label, pendingLabel }: { submitting: boolean; label: string; pendingLabel: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={submitting}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" aria-disabled={submitting || undefined}>
        {submitting ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}

/** The page's main action: a new plan with its schedule, price and default crew; its visits follow at once. */
export function CreatePlanDialog({ startsOn }: { startsOn: string }) {
  const [open, setOpen] = useState(false);
  const create = useCreatePlan();
  const [, navigate] = useLocation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && create.isPending) return;
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <CalendarPlus aria-hidden="true" />
          New service plan
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>New service plan</DialogTitle>
            <DialogDescription>
              The plan produces its visits for the next 8 weeks as soon as it is saved, and every day after.
            </DialogDescription>
          </DialogHeader>
          <CreatePlanForm
            startsOn={startsOn}
            onSubmit={async (body) => {
              const plan = await create.mutateAsync(body);
              toast({
                title: 'Service plan created',
                description: `Plan #${plan.id} for ${plan.customer.companyName ?? plan.customer.name}.`,
              });
              setOpen(false);
              navigate(planPath(plan.id));
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CreatePlanForm({
  startsOn,
  onSubmit,
}: {
  startsOn: string;
  onSubmit: (body: ContractOutput<typeof createServicePlanRequestSchema>) => Promise<void>;
}) {
  const form = useContractForm<PlanValues, typeof createServicePlanRequestSchema>({
    schema: createServicePlanRequestSchema,
    defaultValues: newPlanValues(startsOn),
    toInput: newPlanInput,
    check: checkMonthlyPrice,
  });
  const failure = useFormFailure(form, FIELDS, planFieldNames);
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
      <PlanFormFields mode="create" readOnly={submitting} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <Footer submitting={submitting} label="Create plan" pendingLabel="Creating…" />
    </Form>
  );
}

/** Change a plan's schedule, price or dates; coming visits nobody changed by hand follow a schedule change. */
export function EditPlanDialog({ plan, open, onClose }: { plan: ServicePlan; open: boolean; onClose: () => void }) {
  const update = useUpdatePlan(plan.id);
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !update.isPending) {
          update.reset();
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent className="sm:max-w-2xl" {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Edit plan #{plan.id}</DialogTitle>
            <DialogDescription>
              A change of schedule replaces the coming visits nobody changed by hand; edited, completed and cancelled visits stay.
            </DialogDescription>
          </DialogHeader>
          <EditPlanForm
            plan={plan}
            onSubmit={async (body) => {
              const changes = planChanges(body, plan);
              if (Object.keys(changes).length === 0) {
                onClose();
                return;
              }
              await update.mutateAsync(changes);
              toast({ title: 'Plan updated', description: 'The changes are saved and recorded in the history.' });
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditPlanForm({
  plan,
  onSubmit,
}: {
  plan: ServicePlan;
  onSubmit: (body: ContractOutput<typeof updateServicePlanRequestSchema>) => Promise<void>;
}) {
  const form = useContractForm<PlanValues, typeof updateServicePlanRequestSchema>({
    schema: updateServicePlanRequestSchema,
    defaultValues: planValues(plan),
    toInput: editPlanInput,
    check: checkMonthlyPrice,
  });
  const failure = useFormFailure(form, FIELDS, planFieldNames);
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
      <PlanFormFields mode="edit" readOnly={submitting} />
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <Footer submitting={submitting} label="Save changes" pendingLabel="Saving…" />
    </Form>
  );
}
