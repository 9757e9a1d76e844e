import { CircleCheck } from 'lucide-react';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import type { PortalMessage } from './location-messages.ts';

/** What an action said last: a refusal (announced at once) or how it went (announced politely). */
export type Outcome = PortalMessage & { kind: 'error' | 'success' };

/**
 * An action's outcome beside its button, not in a toast: on a phone toasts open at the bottom,
 * over the very buttons the thumb is on. The spec's pairs ('Location Required' / 'Please enable
 * location services...') keep their words, title first.
 */
export function OutcomeNotice({ outcome, id }: { outcome: Outcome | null; id?: string | undefined }) {
  if (!outcome) return null;
  const text = (
    <>
      <span className="block font-semibold">{outcome.title}</span>
      {outcome.description ? <span className="block">{outcome.description}</span> : null}
    </>
  );
  if (outcome.kind === 'error') return <FormAlert id={id}>{text}</FormAlert>;
  return (
    <div
      id={id}
      role="status"
      className="flex gap-2.5 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{text}</p>
    </div>
  );
}
