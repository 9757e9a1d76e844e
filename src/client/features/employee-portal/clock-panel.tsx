import { useEffect, useId, useRef, useState } from 'react';
import { LoaderCircle, LogIn, LogOut } from 'lucide-react';
import { clockInRequestSchema } from '#shared/contracts/time.ts';
import * as z from '#shared/contracts/zod.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { ActionDock } from './action-dock.tsx';
import { CLOCK_FAILED, serverMessage } from './call-problem.ts';
import { clockLocationMessage, GETTING_LOCATION } from './location-messages.ts';
import { OutcomeNotice, type Outcome } from './portal-notice.tsx';
import { placeLine, placeOf } from './place.ts';
import { assignmentName, clockableAssignments, formatClockTime, hoursLabel, visitOfTheMoment } from './portal-format.ts';
import { useAssignments, useClockIn, useClockOut, useTimeOverview } from './use-employee-time.ts';
import { useCurrentLocation } from './use-current-location.ts';

const NO_VISIT = 'none';

/** What the time clock's form checks before the location is read: the visit (optional) and a description. */
const clockFormSchema = z.omit(clockInRequestSchema, { location: true, address: true });
type ClockFormValues = { bookingId: string; description: string };
type ValidClock = ContractOutput<typeof clockFormSchema>;

const toInput = (values: ClockFormValues) => ({
  bookingId: values.bookingId === NO_VISIT ? null : Number(values.bookingId),
  description: values.description,
});

/**
 * Clock In / Clock Out (spec §2, §4, §7). The location is read first (high accuracy, 10 s, 60 s
 * old at most) and sent as 'lat,lng'; the visit is optional, and the visit of the moment (under
 * way, else the next today) is chosen to begin with. Docked, the button and what it says sit at the
 * bottom of a phone's screen, under the thumb, from 768 px they close the card; while a trip is
 * under way End Drive Mode has that place and the clock stays in its card (`docked` false).
 */
export function ClockPanel({ docked = true }: { docked?: boolean }) {
  const headingId = useId();
  const overview = useTimeOverview();
  const assignments = useAssignments();
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const { state: location, locate } = useCurrentLocation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useContractForm<ClockFormValues, typeof clockFormSchema>({
    schema: clockFormSchema,
    defaultValues: { bookingId: NO_VISIT, description: '' },
    toInput,
  });

  const open = overview.data?.openEntry ?? null;
  const visits = clockableAssignments(assignments.data ?? [], new Date());
  const busy = form.formState.isSubmitting;

  // The visit of the moment is chosen for the employee once the visits are known, and again each time
  // the clock is out (a clock-out resets the form); a choice of their own is left alone.
  const preselect = visitOfTheMoment(visits, new Date())?.id;
  const preselected = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (open) {
      preselected.current = undefined;
      return;
    }
    if (preselect === undefined || preselected.current === preselect) return;
    preselected.current = preselect;
    if (!form.getFieldState('bookingId').isDirty) form.setValue('bookingId', String(preselect));
  }, [form, open, preselect]);

  async function submit(values: ValidClock) {
    setOutcome(null);
    const place = await locate();
    if (!place.ok) {
      setOutcome({ kind: 'error', ...clockLocationMessage(place.failure) });
      return;
    }
    try {
      if (open) {
        const entry = await clockOut.mutateAsync({
          timeEntryId: open.id,
          description: values.description,
          location: place.location,
          address: null,
        });
        setOutcome({
          kind: 'success',
          title: `Clocked out at ${formatClockTime(entry.clockOut ?? new Date().toISOString())}`,
          description: entry.hoursWorked === null ? undefined : `${hoursLabel(entry.hoursWorked)} recorded.`,
        });
      } else {
        const entry = await clockIn.mutateAsync({
          bookingId: values.bookingId ?? null,
          description: values.description,
          location: place.location,
          address: null,
        });
        // Where: the visit's site (unless the punch was far from it), else a street address; never bare coordinates.
        const visit = entry.farFromSite ? undefined : visits.find((candidate) => candidate.id === entry.bookingId);
        setOutcome({
          kind: 'success',
          title: `Clocked in at ${formatClockTime(entry.clockIn)}`,
          description: placeLine(placeOf(entry.address, entry.location, visit)),
        });
      }
      form.reset();
    } catch (error) {
      setOutcome({ kind: 'error', title: serverMessage(error, CLOCK_FAILED) });
    }
  }

  if (overview.isPending) return <Skeleton className="h-40 rounded-xl" />;
  // Without the status there is no telling In from Out: the status card says why and offers a retry.
  if (!overview.data) return null;

  const action = open ? 'Clock Out' : 'Clock In';
  let label = action;
  if (location.status === 'locating') label = GETTING_LOCATION;
  else if (busy) label = open ? 'Clocking out…' : 'Clocking in…';

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Time clock
        </h2>
        <p className="mt-1 text-sm text-slate-600">Your location is checked each time you clock in or out.</p>
      </div>
      <Form form={form} onSubmit={submit} className="grid gap-4 p-5" aria-busy={busy || undefined}>
        {!open && visits.length > 0 ? (
          <Field name="bookingId" label="Assignment" optional>
            <NativeSelectInput
              placeholder="Choose a visit"
              options={[
                { value: NO_VISIT, label: 'No assignment' },
                ...visits.map((visit) => ({
                  value: String(visit.id),
                  label: `${formatClockTime(visit.scheduledDate)} · ${assignmentName(visit)}`,
                })),
              ]}
            />
          </Field>
        ) : null}
        <Field name="description" label={open ? 'Notes for clock out' : 'Description'} optional>
          <Input readOnly={busy} autoComplete="off" placeholder={open ? 'Anything to add about this shift' : 'What are you working on?'} />
        </Field>

        <ActionDock docked={docked}>
          {/* The button says it too; this announces it. */}
          <p aria-live="polite" className="sr-only">
            {location.status === 'locating' ? GETTING_LOCATION : ''}
          </p>
          <OutcomeNotice outcome={outcome} />
          <Button
            type="submit"
            size="lg"
            // Not docked (a trip is under way), Clock In is a plain button beside the docked End Drive Mode.
            variant={open ? 'destructive' : docked ? 'primary' : 'outline'}
            aria-disabled={busy || undefined}
            className={docked ? 'min-h-14 w-full text-lg' : 'w-full'}
          >
            {busy ? (
              <LoaderCircle className="size-6 motion-safe:animate-spin" aria-hidden />
            ) : open ? (
              <LogOut className="size-6" aria-hidden />
            ) : (
              <LogIn className="size-6" aria-hidden />
            )}
            {label}
          </Button>
        </ActionDock>
      </Form>
    </Card>
  );
}
