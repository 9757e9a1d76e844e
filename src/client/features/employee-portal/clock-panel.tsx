import { useId, useState } from 'react';
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
import { CLOCK_FAILED, serverMessage } from './call-problem.ts';
import { clockLocationMessage, GETTING_LOCATION } from './location-messages.ts';
import { OutcomeNotice, type Outcome } from './portal-notice.tsx';
import { assignmentName, clockableAssignments, formatClockTime, hoursLabel } from './portal-format.ts';
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

// While the dock is on screen, phones get room below the page for it, and toasts open above it
// (the toaster reads --sticky-bar-height), as with the public site's sticky call bar. The dock
// grows with what it says, so its measured height wins over the button's own.
const dockRoom =
  '@media (max-width: 47.999rem){:root{--sticky-bar-height:var(--clock-dock-height,calc(5.5rem + env(safe-area-inset-bottom)))}body{padding-bottom:var(--sticky-bar-height)}}';

/** The dock's ref: keeps --clock-dock-height equal to its height while it is shown. */
function measureDock(dock: HTMLDivElement | null) {
  if (!dock || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => root.setProperty('--clock-dock-height', `${dock.offsetHeight}px`));
  observer.observe(dock);
  return () => {
    observer.disconnect();
    root.removeProperty('--clock-dock-height');
  };
}

/**
 * Clock In / Clock Out (spec §2, §4, §7). The location is read first (high accuracy, 10 s, 60 s
 * old at most) and sent as 'lat,lng'; the visit is optional. On phones the button and what it
 * says sit in a dock at the bottom of the screen, under the thumb; from 768 px they close the card.
 */
export function ClockPanel() {
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
        setOutcome({
          kind: 'success',
          title: `Clocked in at ${formatClockTime(entry.clockIn)}`,
          description: entry.address ? `Location: ${entry.address}` : undefined,
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

        <style>{dockRoom}</style>
        <div
          ref={measureDock}
          className="grid gap-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:border-t max-md:border-slate-200 max-md:bg-white/95 max-md:px-4 max-md:pt-3 max-md:pb-[calc(0.75rem+env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_16px_rgba(15,23,42,0.08)] max-md:backdrop-blur"
        >
          {/* The button says it too; this announces it. */}
          <p aria-live="polite" className="sr-only">
            {location.status === 'locating' ? GETTING_LOCATION : ''}
          </p>
          <OutcomeNotice outcome={outcome} />
          <Button
            type="submit"
            size="lg"
            variant={open ? 'destructive' : 'primary'}
            aria-disabled={busy || undefined}
            className="min-h-14 w-full text-lg"
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
        </div>
      </Form>
    </Card>
  );
}
