import { useCallback, useMemo, useState } from 'react';
import { CheckCircle2, CloudOff, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { InspectableSite } from '#shared/contracts/inspections.ts';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { randomUuid } from '../../lib/idempotency-key.ts';
import { useSession } from '../../lib/use-session.ts';
import { clearDraft, readDraft, writeDraft } from './checklist-draft.ts';
import { InspectionChecklist, type ChecklistDraft, type ValidChecklist } from './inspection-checklist.tsx';
import type { QueuedInspection, QueuedPhoto, QueueStore, SendOutcome } from './inspection-queue.ts';
import { percent, plural } from './inspection-format.ts';
import { QueuedList } from './queued-list.tsx';
import { readLocation } from './read-location.ts';
import { SitePicker } from './site-picker.tsx';
import { useInspectableSites } from './use-inspections.ts';
import { useInspectionQueue } from './use-inspection-queue.ts';

export const SAVED_ON_DEVICE = 'Saved on this phone';
export const SENT_WHEN_ONLINE = 'No connection right now: it will be sent by itself when the connection returns.';

interface Outcome {
  siteName: string;
  outcome: SendOutcome;
  /** The inspection's idempotency key: one kept on the phone is known to be sent once it has left the queue. */
  sentKey: string;
}

/**
 * The phone screen of an inspection (issue 33): choose the site (today's visits first), rate item by
 * item, send. Every inspection is kept on the phone first and leaves the list of waiting ones once the
 * server has it; the location is read as the time clock reads it, and never holds the inspection back.
 */
export function InspectScreen({
  queueStore,
  locate = readLocation,
  now = () => new Date(),
}: {
  queueStore?: QueueStore;
  locate?: () => Promise<string | null>;
  now?: () => Date;
}) {
  const session = useSession();
  const owner = session?.user.username ?? '';
  const sites = useInspectableSites();
  const queue = useInspectionQueue(queueStore);
  const [siteId, setSiteId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [roomProblem, setRoomProblem] = useState<string | null>(null);
  const site = sites.data?.sites.find((s) => s.siteId === siteId) ?? null;
  const draft = useMemo(() => (site && owner ? readDraft(owner, site.siteId) : null), [site, owner]);

  const keepDraft = useCallback(
    (next: ChecklistDraft) => {
      if (!site || !owner) return;
      setRoomProblem(
        writeDraft(owner, site.siteId, next) ? null : 'This phone has no room to keep the draft: send it, or take fewer photos.',
      );
    },
    [site, owner],
  );

  function choose(next: InspectableSite) {
    setOutcome(null);
    setSiteId(next.siteId);
    window.scrollTo?.({ top: 0 });
  }

  async function send(values: ValidChecklist, photos: Record<string, QueuedPhoto[]>, chosen: InspectableSite) {
    const location = await locate();
    const entry: QueuedInspection = {
      idempotencyKey: randomUuid(),
      siteId: chosen.siteId,
      siteName: chosen.siteName,
      templateVersion: chosen.templateVersion,
      bookingId: chosen.todaysVisit?.bookingId ?? null,
      inspectedAt: now().toISOString(),
      location,
      notes: values.notes,
      ratings: values.ratings.map((r) => ({ itemKey: r.itemKey, rating: r.rating, note: r.note, photos: photos[r.itemKey] ?? [] })),
      state: 'waiting',
    };
    let result: SendOutcome;
    try {
      result = await queue.submit(entry);
    } catch (error) {
      setRoomProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    clearDraft(owner, chosen.siteId);
    setOutcome({ siteName: chosen.siteName, outcome: result, sentKey: entry.idempotencyKey });
    setSiteId(null);
    window.scrollTo?.({ top: 0 });
  }

  const forbidden = sites.error instanceof ApiError && sites.error.status === 403;
  let body;
  if (sites.isPending)
    body = (
      <div className="grid gap-3" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  else if (forbidden)
    body = (
      <Card>
        <StateMessage icon={<ShieldAlert className="size-6" aria-hidden="true" />} title="Inspections are for supervisors">
          Only administrators and supervisors do inspections. Ask the office to mark you as a supervisor.
        </StateMessage>
      </Card>
    );
  else if (!sites.data)
    body = (
      <Card>
        <LoadError
          title="The sites could not be loaded"
          message={callErrorMessage(sites.error)}
          onRetry={() => void sites.refetch()}
          retrying={sites.isFetching}
        />
      </Card>
    );
  else if (site)
    body = (
      <InspectionChecklist
        key={site.siteId}
        site={site}
        draft={draft}
        onDraft={keepDraft}
        onBack={() => setSiteId(null)}
        onSubmit={(values, photos) => send(values, photos, site)}
      />
    );
  else body = <SitePicker sites={sites.data.sites} onChoose={choose} />;

  return (
    <div className="grid gap-4">
      {roomProblem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {roomProblem}
        </p>
      ) : null}
      {outcome && !site ? (
        <OutcomeNotice
          {...outcome}
          sentLater={outcome.outcome.kind === 'waiting' && !queue.entries.some((e) => e.idempotencyKey === outcome.sentKey)}
        />
      ) : null}
      {!site ? <QueuedList entries={queue.entries} sending={queue.sending} onSendNow={queue.sendNow} onDiscard={queue.discard} /> : null}
      {body}
    </div>
  );
}

function OutcomeNotice({ siteName, outcome, sentLater }: Outcome & { sentLater: boolean }) {
  if (sentLater)
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-950">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">Inspection of {siteName} sent</p>
          <p className="text-sm">It was kept on this phone until the connection returned.</p>
        </div>
      </div>
    );
  if (outcome.kind === 'sent') {
    const { inspection, actionsCreated, actionsVerified } = outcome.result;
    const parts = [`Score ${percent(inspection.scorePercent)} against a target of ${inspection.targetPercent}%.`];
    if (actionsCreated > 0) parts.push(`${plural(actionsCreated, 'corrective action', 'corrective actions')} for the crew.`);
    if (actionsVerified > 0) parts.push(`${plural(actionsVerified, 'earlier action', 'earlier actions')} verified as fixed.`);
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-950">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">Inspection of {siteName} sent</p>
          <p className="text-sm">{parts.join(' ')}</p>
        </div>
      </div>
    );
  }
  if (outcome.kind === 'waiting')
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <CloudOff className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">
            {SAVED_ON_DEVICE}: {siteName}
          </p>
          <p className="text-sm">{SENT_WHEN_ONLINE}</p>
        </div>
      </div>
    );
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">The inspection of {siteName} was not accepted</p>
        <p className="text-sm">{outcome.message}</p>
      </div>
    </div>
  );
}
