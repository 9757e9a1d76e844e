import { useWatch } from 'react-hook-form';
import { crewShortBy, crewShortText } from '#shared/domain/crew-size.ts';

/**
 * While the admin ticks a crew: fewer people than the plan's crew size (from the quote's cleaners
 * per visit) is warned about at once. It can still be saved; the plan then shows the warning too
 * (decision 0043). `needed` is a number, or the name of the form's crew size field.
 */
export function CrewSizeWarning({ needed, field = 'employeeIds' }: { needed: number | 'crewSize'; field?: string }) {
  const chosen = useWatch({ name: field }) as string[] | undefined;
  const size = useWatch({ name: 'crewSize', disabled: needed !== 'crewSize' }) as string | undefined;
  const need = needed === 'crewSize' ? Number(size) : needed;
  const count = chosen?.length ?? 0;
  // No crew at all on a new plan is its own case (the form says the crew is optional); a partial one is warned about.
  if (!Number.isInteger(need) || need < 1 || crewShortBy(need, count) === 0 || (needed === 'crewSize' && count === 0)) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      {crewShortText(need, count)}
    </p>
  );
}
