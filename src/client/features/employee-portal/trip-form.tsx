import type { MileageLog } from '#shared/contracts/time.ts';
import { EndTripForm, StartTripForm } from './drive-mode-forms.tsx';
import type { Outcome } from './portal-notice.tsx';

/**
 * Drive mode's form of the moment: Start, or End for the trip under way. One component, so the card
 * loads it lazily once (issue 36) and a trip starting switches forms without waiting for code again.
 */
export function TripForm({
  trip,
  outcome,
  onOutcome,
  docked,
}: {
  trip: MileageLog | null;
  outcome: Outcome | null;
  onOutcome: (outcome: Outcome | null) => void;
  docked: boolean;
}) {
  if (!trip) return <StartTripForm outcome={outcome} onOutcome={onOutcome} />;
  return <EndTripForm key={trip.id} trip={trip} outcome={outcome} onOutcome={onOutcome} docked={docked} />;
}
