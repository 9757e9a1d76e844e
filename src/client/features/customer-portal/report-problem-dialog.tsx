import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { reportProblem } from '#shared/contracts/feedback.endpoints.ts';
import { reportProblemRequestSchema, type CustomerProblem } from '#shared/contracts/feedback.ts';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Textarea } from '../../components/ui/input.tsx';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { useSite } from '../../lib/site-context.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { visitName } from './visit-name.ts';

interface ProblemValues {
  description: string;
}

const FIELDS = ['description'] as const;

function ProblemForm({ visit, onReported }: { visit: CustomerBooking; onReported: (problem: CustomerProblem) => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm<ProblemValues, typeof reportProblemRequestSchema>({
    schema: reportProblemRequestSchema,
    defaultValues: { description: '' },
  });
  const send = useMutation({
    mutationFn: (description: string) => callApi(reportProblem, { params: { id: visit.id }, body: { description } }),
  });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;

  // A refusal with no field to point at (not the visit's day yet, 409): the focus goes to the message.

  async function submit(valid: { description: string }) {
    failure.clear();
    try {
      const problem = await send.mutateAsync(valid.description);
      void refreshReads(queryClient, ['/api/customer/problems']);
      onReported(problem);
    } catch (error) {
      failure.show(error);
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-busy={submitting || undefined}>
      <Field
        name="description"
        label="What went wrong?"
        required
        hint="Where in the building, what you noticed, and anything we should know. Up to 2,000 characters."
      >
        <Textarea rows={5} maxLength={2000} readOnly={submitting} />
      </Field>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Sending…' : 'Send report'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export interface ReportProblemDialogProps {
  /** The visit the problem is about; null keeps the dialog closed. */
  visit: CustomerBooking | null;
  onClose: () => void;
}

/** Report a problem with a visit: the company is e-mailed and follows it up; the outcome shows in the dialog. */
export function ReportProblemDialog({ visit, onClose }: ReportProblemDialogProps) {
  const { company } = useSite();
  const returnFocus = useReturnFocus();
  const [sent, setSent] = useState<CustomerProblem | null>(null);

  function handleOpenChange(open: boolean) {
    if (open) return;
    setSent(null);
    onClose();
  }

  return (
    <Dialog open={visit !== null} onOpenChange={handleOpenChange}>
      {visit ? (
        <DialogContent {...returnFocus}>
          <DialogHeader>
            <DialogTitle>Report a problem</DialogTitle>
            <DialogDescription>{visitName(visit)}</DialogDescription>
          </DialogHeader>
          {sent ? (
            <>
              <p
                role="status"
                className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
              >
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  Thank you. Your report is with our team, who will follow it up with you. You can see how it is resolved under Problems you
                  reported. For anything urgent, call us at <span className="whitespace-nowrap">{company.phone}</span>.
                </span>
              </p>
              <DialogFooter>
                <DialogClose asChild>
                  {/* The form that had focus is gone: Done takes it. */}
                  <Button autoFocus>Done</Button>
                </DialogClose>
              </DialogFooter>
            </>
          ) : (
            <ProblemForm visit={visit} onReported={setSent} />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
