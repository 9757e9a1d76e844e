import { CloudOff, RefreshCw, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import type { QueuedInspection } from './inspection-queue.ts';
import { plural } from './inspection-format.ts';

/** The inspections kept on this phone that the server does not have yet, and why. */
export function QueuedList({
  entries,
  sending,
  onSendNow,
  onDiscard,
}: {
  entries: QueuedInspection[];
  sending: boolean;
  onSendNow: () => void;
  onDiscard: (key: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="queued-heading" className="overflow-hidden border-amber-300">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-3">
        <div className="flex items-center gap-2">
          <CloudOff className="size-5 text-amber-700" aria-hidden="true" />
          <h2 id="queued-heading" className="text-base font-semibold text-slate-900">
            Waiting to be sent ({entries.length})
          </h2>
        </div>
        <Button variant="outline" size="sm" onClick={onSendNow} aria-disabled={sending || undefined} className="min-h-11">
          <RefreshCw className={sending ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          {sending ? 'Sending…' : 'Send now'}
        </Button>
      </div>
      <ul className="divide-y divide-slate-200" aria-live="polite">
        {entries.map((entry) => {
          const photos = entry.ratings.reduce((n, r) => n + r.photos.length, 0);
          return (
            <li key={entry.idempotencyKey} className="grid gap-2 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{entry.siteName}</span>
                {entry.state === 'refused' ? (
                  <Badge variant="destructive">Not accepted</Badge>
                ) : (
                  <Badge variant="warning">{sending ? 'Sending' : 'Waiting for a connection'}</Badge>
                )}
              </div>
              <p className="text-sm text-slate-600">
                Done {formatMinnesotaTime(entry.inspectedAt)} · {plural(entry.ratings.length, 'item', 'items')} ·{' '}
                {plural(photos, 'photo', 'photos')}
              </p>
              {entry.state === 'refused' ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-red-700">{entry.problem}</p>
                  <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onDiscard(entry.idempotencyKey)}>
                    <Trash2 aria-hidden="true" />
                    Discard
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
