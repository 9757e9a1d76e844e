import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listCrewActions, listInspectableSites, qualityOverview } from '#shared/contracts/inspections.endpoints.ts';
import { useSession } from '../../lib/use-session.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import {
  enqueue,
  localQueueStore,
  removeQueued,
  sendQueued,
  type QueuedInspection,
  type QueueStore,
  type SendOutcome,
} from './inspection-queue.ts';

/** While something waits, another try this often (the `online` event sends at once when the browser notices). */
export const QUEUE_RETRY_MS = 30_000;

/**
 * The device's inspection queue for the signed-in user: what waits, a send on every return of the
 * connection (the window's `online` event), on opening the screen and every 30 s while anything waits.
 * One send runs at a time; each inspection goes with its own idempotency key, so a resend is harmless.
 */
export function useInspectionQueue(storeOverride?: QueueStore) {
  const session = useSession();
  const queryClient = useQueryClient();
  const owner = session?.user.username;
  const store = useMemo(() => storeOverride ?? (owner ? localQueueStore(owner) : null), [owner, storeOverride]);
  const [entries, setEntries] = useState<QueuedInspection[]>(() => (store ? store.read() : []));
  const [sending, setSending] = useState(false);
  const running = useRef<Promise<void> | null>(null);

  const reload = useCallback(() => setEntries(store ? store.read() : []), [store]);

  const sendWaiting = useCallback(
    (onOutcome?: (key: string, outcome: SendOutcome) => void): Promise<void> => {
      if (!store) return Promise.resolve();
      if (running.current) return running.current;
      const run = (async () => {
        setSending(true);
        let sentAny = false;
        try {
          for (const entry of store.read().filter((e) => e.state === 'waiting')) {
            const outcome = await sendQueued(store, entry.idempotencyKey);
            onOutcome?.(entry.idempotencyKey, outcome);
            if (outcome.kind === 'sent') sentAny = true;
            // No answer: the connection is still away; the rest wait for the next try.
            if (outcome.kind === 'waiting') break;
          }
        } finally {
          setSending(false);
          reload();
          if (sentAny) void refreshReads(queryClient, [listInspectableSites.path, qualityOverview.path, listCrewActions.path]);
        }
      })();
      // Cleared once settled (never synchronously inside the run, which may finish before this line).
      const tracked: Promise<void> = run.finally(() => {
        if (running.current === tracked) running.current = null;
      });
      running.current = tracked;
      return tracked;
    },
    [store, reload, queryClient],
  );

  // On opening (and when the signed-in user is known): what waits is read again once this try is over.
  useEffect(() => {
    void sendWaiting();
    const online = () => void sendWaiting();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [reload, sendWaiting]);

  const waiting = entries.some((e) => e.state === 'waiting');
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sendWaiting(), QUEUE_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, sendWaiting]);

  /** Keeps the inspection on the device, then tries to send it: the outcome of that first try. */
  const submit = useCallback(
    async (entry: QueuedInspection): Promise<SendOutcome> => {
      if (!store) return { kind: 'refused', message: 'Sign in again to send the inspection.' };
      enqueue(store, entry);
      reload();
      // A send already under way finishes first; then this one goes (with any others waiting).
      if (running.current) await running.current;
      let mine: SendOutcome = { kind: 'waiting' };
      await sendWaiting((key, outcome) => {
        if (key === entry.idempotencyKey) mine = outcome;
      });
      return mine;
    },
    [store, reload, sendWaiting],
  );

  const discard = useCallback(
    (key: string) => {
      if (!store) return;
      removeQueued(store, key);
      reload();
    },
    [store, reload],
  );

  return { entries, sending, submit, discard, sendNow: () => sendWaiting() };
}
