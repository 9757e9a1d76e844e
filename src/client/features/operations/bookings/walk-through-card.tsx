import { useState } from 'react';
import { PhoneCall } from 'lucide-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listAuditEvents } from '#shared/contracts/audit.endpoints.ts';
import { listBookings } from '#shared/contracts/operations.endpoints.ts';
import type { AdminBooking } from '#shared/contracts/operations.ts';
import { confirmWalkThrough } from '#shared/contracts/scheduling.endpoints.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmActionDialog } from '../../../components/ui/confirm-action-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { callApi } from '../../../lib/api-client.ts';
import { callErrorMessage } from '../../../lib/call-error.ts';
import { refreshReads } from '../../../lib/query-refresh.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { formatMinnesotaTime } from '../../../lib/time-format.ts';

function useConfirmWalkThrough(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(confirmWalkThrough, { params: { id } }),
    onSuccess: () => void refreshReads(queryClient, [listBookings.path, listAuditEvents.path]),
  });
}

/**
 * In place of the crew: a walk-through is a sales appointment (decision 0041). Nobody names an
 * estimator in Settings, so the admins meet the visitor; it takes no crew, no price and no pay. A
 * held one can be confirmed here after a call, the only way while the site sends no e-mail.
 */
export function WalkThroughCard({ booking }: { booking: AdminBooking }) {
  const { emailDelivery } = useSite().capabilities;
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmWalkThrough(booking.id);
  const held = booking.status === 'pending' && booking.heldUntil !== null;

  async function run() {
    setProblem(null);
    try {
      const done = await confirm.mutateAsync();
      setAsking(false);
      toast({ title: 'Walk-through confirmed', description: `Lead ${done.reference} is in the CRM.` });
    } catch (error) {
      setProblem(callErrorMessage(error));
    }
  }

  return (
    <Card role="region" aria-labelledby="estimator-heading" className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id="estimator-heading" className="text-lg font-semibold text-slate-900">
          Estimator
        </h2>
        {held ? (
          <Button variant="outline" onClick={() => setAsking(true)}>
            <PhoneCall aria-hidden="true" />
            Confirm after calling
          </Button>
        ) : null}
      </div>
      <div className="grid gap-2 px-4 py-4 text-sm text-slate-800 sm:px-5">
        <p>
          A walk-through is a free sales appointment: an admin meets the visitor (no estimator is named in Settings), sees the building and
          quotes. It takes no crew and no pay, is never invoiced and counts in no crew figures.
        </p>
        {held ? (
          <p className="font-medium text-amber-900">
            {emailDelivery
              ? `The visitor was e-mailed a link to confirm it by ${formatMinnesotaTime(booking.heldUntil!)}; you may confirm it yourself after calling them.`
              : `E-mail is not set up, so no link reached the visitor: call them${booking.clientPhone ? ` at ${booking.clientPhone}` : ''} and confirm it. The time is held until the visit starts.`}
          </p>
        ) : null}
      </div>
      <ConfirmActionDialog
        open={asking}
        onCancel={() => {
          setAsking(false);
          setProblem(null);
        }}
        title="Confirm this walk-through?"
        description={`Confirm it once you have spoken with ${booking.clientName ?? 'the visitor'}: the lead goes to the CRM with a reference, and the company's new-lead notice goes out.`}
        confirmLabel="Confirm walk-through"
        pendingLabel="Confirming…"
        pending={confirm.isPending}
        error={problem}
        onConfirm={() => void run()}
      />
    </Card>
  );
}
