import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** An error for a whole form (or a call outside one), announced when it appears. */
export function FormAlert({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={id ? -1 : undefined}
      className="flex gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
