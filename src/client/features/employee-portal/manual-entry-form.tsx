import { useEffect, useId, useState } from 'react';
import { manualEntryRequestSchema } from '#shared/contracts/time.ts';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { showServerErrors, useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { ENTRY_FAILED, fieldProblems, serverMessage } from './call-problem.ts';
import { emptyManualEntry, manualEntryInput, NO_VISIT, type ManualEntryValues } from './manual-entry-values.ts';
import { OutcomeNotice, type Outcome } from './portal-notice.tsx';
import { PortalSection } from '../../components/layout/portal-section.tsx';
import { assignmentName, formatDay, formatTimeRange, hoursLabel, pastAssignments } from './portal-format.ts';
import { useAddTimeEntry, useAssignments } from './use-employee-time.ts';

type ValidEntry = ContractOutput<typeof manualEntryRequestSchema>;
const fields = ['bookingId', 'clockIn', 'clockOut', 'description'] as const;

/**
 * Time worked without clocking in (spec §5): start and end required, the end after the start,
 * the assignment optional. The server's refusals (an overlap, an approved week, an end in the
 * future) go under the field they name, or above the button.
 */
export function ManualEntryForm() {
  const alertId = useId();
  const assignments = useAssignments();
  const addEntry = useAddTimeEntry();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useContractForm<ManualEntryValues, typeof manualEntryRequestSchema>({
    schema: manualEntryRequestSchema,
    defaultValues: emptyManualEntry,
    toInput: manualEntryInput,
  });
  const busy = form.formState.isSubmitting;
  const visits = pastAssignments(assignments.data ?? [], new Date());

  async function submit(entry: ValidEntry) {
    setOutcome(null);
    try {
      const saved = await addEntry.mutateAsync(entry);
      form.reset(emptyManualEntry);
      setOutcome({
        kind: 'success',
        title: 'Time entry added',
        description: `${formatDay(saved.clockIn)}, ${formatTimeRange(saved.clockIn, saved.clockOut)}${saved.hoursWorked === null ? '' : ` (${hoursLabel(saved.hoursWorked)})`}`,
      });
    } catch (error) {
      const unplaced = showServerErrors(form, fieldProblems(error), fields);
      if (Object.keys(fieldProblems(error)).length > 0 && unplaced.length === 0) return;
      const message = unplaced.length > 0 ? unplaced.join(' ') : serverMessage(error, ENTRY_FAILED.description);
      setOutcome({ kind: 'error', title: ENTRY_FAILED.title, description: message });
    }
  }

  // A refusal that names no field on screen: the message itself takes the focus (an object per
  // refusal, so the same message twice is focused twice).
  useEffect(() => {
    if (outcome?.kind === 'error') document.getElementById(alertId)?.focus();
  }, [outcome, alertId]);

  const text = { readOnly: busy, autoComplete: 'off' };
  return (
    <PortalSection title="Add a time entry" description="For time you worked without clocking in. Times are Minnesota time.">
      <Form form={form} onSubmit={submit} className="grid gap-4 p-5" aria-busy={busy || undefined}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="clockIn" label="Start" required>
            <Input {...text} type="datetime-local" step={60} />
          </Field>
          <Field name="clockOut" label="End" required>
            <Input {...text} type="datetime-local" step={60} />
          </Field>
        </div>
        {visits.length > 0 ? (
          <Field name="bookingId" label="Assignment" optional>
            <NativeSelectInput
              placeholder="Choose a visit"
              options={[
                { value: NO_VISIT, label: 'No assignment' },
                ...visits.map((visit) => ({
                  value: String(visit.id),
                  label: `${formatDay(visit.scheduledDate)} · ${assignmentName(visit)}`,
                })),
              ]}
            />
          </Field>
        ) : null}
        <Field name="description" label="Description" optional>
          <Textarea {...text} rows={2} />
        </Field>
        <OutcomeNotice outcome={outcome} id={alertId} />
        <SubmitButton pending={busy} pendingLabel="Adding entry…" className="w-full sm:w-auto sm:justify-self-start">
          Add Time Entry
        </SubmitButton>
      </Form>
    </PortalSection>
  );
}
