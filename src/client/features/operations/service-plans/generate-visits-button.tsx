import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../../lib/call-error.ts';
import { useGenerateBookings } from './use-plan-mutations.ts';

/** Runs the plan generator now (it also runs daily): every active plan's visits through the next 8 weeks. */
export function GenerateVisitsButton() {
  const generate = useGenerateBookings();
  return (
    <Button
      variant="outline"
      aria-disabled={generate.isPending || undefined}
      onClick={() => {
        if (generate.isPending) return;
        generate.mutate(undefined, {
          onSuccess: ({ created }) =>
            toast({
              title: created === 0 ? 'No new visits' : `${created} ${created === 1 ? 'visit' : 'visits'} added`,
              description:
                created === 0
                  ? 'Every active plan already has its visits for the next 8 weeks.'
                  : 'The active plans’ visits for the next 8 weeks are in the bookings.',
            }),
          onError: (error) => toast({ title: 'Visits not generated', description: callErrorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <RefreshCw aria-hidden="true" className={generate.isPending ? 'motion-safe:animate-spin' : undefined} />
      {generate.isPending ? 'Generating…' : 'Generate visits now'}
    </Button>
  );
}
