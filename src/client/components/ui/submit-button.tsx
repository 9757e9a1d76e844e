import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

interface Props {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string | undefined;
}

/** A form's submit button: disabled, with a spinner and its own label, while the form is being sent. */
export function SubmitButton({ pending, pendingLabel, children, className }: Props) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined} className={className}>
      {pending ? (
        <>
          <LoaderCircle className="motion-safe:animate-spin" aria-hidden />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
