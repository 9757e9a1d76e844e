import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

interface Props {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string | undefined;
}

/** The forms' submit button: disabled with its own label while the quote is being calculated. */
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
