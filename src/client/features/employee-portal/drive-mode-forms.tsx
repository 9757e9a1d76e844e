import { LoaderCircle } from 'lucide-react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { endTripRequestSchema, startTripRequestSchema, type MileageLog } from '#shared/contracts/time.ts';
import * as z from '#shared/contracts/zod.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { showServerErrors, useContractForm, type ContractOutput } from '../../lib/contract-form.ts';
import { ActionDock } from './action-dock.tsx';
import { NETWORK_PROBLEM } from '../../lib/call-error.ts';
import { DRIVE_FAILED, fieldProblems, serverMessage } from './call-problem.ts';
import { driveLocationMessage, GETTING_LOCATION } from './location-messages.ts';
import { OutcomeNotice, type Outcome } from './portal-notice.tsx';
import { formatMiles, formatMinutes } from './portal-format.ts';
import { useEndTrip, useStartTrip } from './use-employee-time.ts';
import { useCurrentLocation, type LocationState } from './use-current-location.ts';

/** The odometer fields' message, as the spec pairs them: 'Invalid Mileage' / 'Please enter a valid mileage reading.' */
const invalidMileage = (message: string | undefined) => (message ? `Invalid Mileage: ${message}` : undefined);

/** What a refused trip call says: its field problems under the fields; the rest as 'Drive Mode Failed'. */
function showRefusal<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  names: readonly Path<T>[],
): Outcome | null {
  const problems = fieldProblems(error);
  const unplaced = showServerErrors(form, problems, names);
  if (Object.keys(problems).length > 0 && unplaced.length === 0) return null;
  return {
    kind: 'error',
    title: DRIVE_FAILED,
    description: unplaced.length > 0 ? unplaced.join(' ') : serverMessage(error, NETWORK_PROBLEM),
  };
}

interface DriveButtonProps {
  location: LocationState;
  busy: boolean;
  idle: string;
  pending: string;
  /** Primary: the action that matters now (End Drive Mode); outline: one offered beside the clock (Start Drive Mode). */
  variant: 'primary' | 'outline';
  /** At the bottom of a phone's screen, as the page's main action (while a trip is under way). */
  docked?: boolean;
}

function DriveButton({ location, busy, idle, pending, variant, docked = false }: DriveButtonProps) {
  let label = idle;
  if (location.status === 'locating') label = GETTING_LOCATION;
  else if (busy) label = pending;
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {location.status === 'locating' ? GETTING_LOCATION : ''}
      </p>
      <Button
        type="submit"
        size="lg"
        variant={variant}
        aria-disabled={busy || undefined}
        className={docked ? 'min-h-14 w-full text-lg' : 'w-full sm:w-auto sm:justify-self-start'}
      >
        {busy ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden /> : null}
        {label}
      </Button>
    </>
  );
}

interface OutcomeProps {
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome | null) => void;
}

const startSchema = z.pick(startTripRequestSchema, { startMileage: true });
type StartValues = { startMileage: string };

/** Inactive -> active (spec §4): a numeric starting mileage, then the location, then the trip is stored. */
export function StartTripForm({ outcome, onOutcome }: OutcomeProps) {
  const { state: location, locate } = useCurrentLocation();
  const start = useStartTrip();
  const form = useContractForm<StartValues, typeof startSchema>({ schema: startSchema, defaultValues: { startMileage: '' } });
  const busy = form.formState.isSubmitting;

  async function submit({ startMileage }: ContractOutput<typeof startSchema>) {
    onOutcome(null);
    const place = await locate();
    if (!place.ok) return onOutcome({ kind: 'error', ...driveLocationMessage(place.failure) });
    try {
      await start.mutateAsync({ startMileage, location: place.location, address: null });
    } catch (error) {
      onOutcome(showRefusal(form, error, ['startMileage']));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 p-5" aria-busy={busy || undefined}>
      <Field
        name="startMileage"
        label="Starting mileage"
        hint="The odometer reading before you drive."
        required
        error={invalidMileage(form.formState.errors.startMileage?.message)}
      >
        <Input readOnly={busy} inputMode="decimal" autoComplete="off" enterKeyHint="go" placeholder="48213.4" />
      </Field>
      <OutcomeNotice outcome={outcome} />
      <DriveButton location={location} busy={busy} idle="Start Drive Mode" pending="Starting…" variant="outline" />
    </Form>
  );
}

const endSchema = z.pick(endTripRequestSchema, { endMileage: true, destination: true });
type EndValues = { endMileage: string; destination: string };

/**
 * Active -> inactive (spec §4): the ending mileage and a destination, then the location; miles = end - start.
 * Docked, End Drive Mode is the page's main action at the bottom of a phone's screen (issue 30).
 */
export function EndTripForm({ trip, outcome, onOutcome, docked = false }: OutcomeProps & { trip: MileageLog; docked?: boolean }) {
  const { state: location, locate } = useCurrentLocation();
  const end = useEndTrip();
  const form = useContractForm<EndValues, typeof endSchema>({ schema: endSchema, defaultValues: { endMileage: '', destination: '' } });
  const busy = form.formState.isSubmitting;

  async function submit(values: ContractOutput<typeof endSchema>) {
    onOutcome(null);
    const place = await locate();
    if (!place.ok) return onOutcome({ kind: 'error', ...driveLocationMessage(place.failure) });
    try {
      const ended = await end.mutateAsync({ id: trip.id, body: { ...values, location: place.location, address: null } });
      onOutcome({
        kind: 'success',
        title: `Trip ended: ${formatMiles(ended.miles ?? 0)} miles in ${formatMinutes(ended.minutes ?? 0)}`,
        description: ended.destination ? `To ${ended.destination}` : undefined,
      });
    } catch (error) {
      onOutcome(showRefusal(form, error, ['endMileage', 'destination']));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 p-5" aria-busy={busy || undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="endMileage" label="Ending mileage" required error={invalidMileage(form.formState.errors.endMileage?.message)}>
          <Input readOnly={busy} inputMode="decimal" autoComplete="off" placeholder={formatMiles(trip.startMileage).replaceAll(',', '')} />
        </Field>
        <Field name="destination" label="Destination" required>
          <Input readOnly={busy} autoComplete="off" enterKeyHint="go" placeholder="Where you drove to" />
        </Field>
      </div>
      <ActionDock docked={docked}>
        <OutcomeNotice outcome={outcome} />
        <DriveButton location={location} busy={busy} idle="End Drive Mode" pending="Ending…" variant="primary" docked={docked} />
      </ActionDock>
    </Form>
  );
}
