import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop, RefreshCw, Smartphone } from 'lucide-react';
import { listOwnSessions, revokeOwnSession } from '#shared/contracts/auth.endpoints.ts';
import type { OwnSession } from '#shared/contracts/auth.ts';
import { apiQuery, callApi, failureOf } from '../../lib/api-client.ts';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { deviceLabel } from './device-label.ts';

const isPhone = (ua: string | null) => ua !== null && /iPhone|Android|Mobile/.test(ua);

function problemText(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return 'Could not reach the server. Check your connection and try again.';
  return failure.message ?? 'Something went wrong on our side. Please try again.';
}

function DeviceRow({ session, onRevoke, revoking }: { session: OwnSession; onRevoke: (s: OwnSession) => void; revoking: boolean }) {
  const Icon = isPhone(session.userAgent) ? Smartphone : Laptop;
  const lastActive = session.lastUsedAt ?? session.createdAt;
  const name = deviceLabel(session.userAgent);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {name}
            {session.current ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                This device
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            <span className="font-mono text-xs">{session.ipAddress ?? 'Unknown address'}</span>
            {' · '}
            Last active{' '}
            <time dateTime={lastActive} title={formatMinnesotaTime(lastActive)}>
              {formatRelativeTime(lastActive)}
            </time>
          </p>
          <p className="text-xs text-slate-500">Signed in {formatMinnesotaTime(session.createdAt)}</p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="max-sm:min-h-11 max-sm:w-full"
          onClick={() => onRevoke(session)}
          aria-disabled={revoking || undefined}
          aria-label={`Revoke ${name} (${session.ipAddress ?? 'unknown address'})`}
        >
          {revoking ? 'Revoking…' : 'Revoke'}
        </Button>
      )}
    </li>
  );
}

/** The account page's list of places where this account is signed in, each but this one revocable. */
export function SignedInDevices() {
  const read = apiQuery(listOwnSessions);
  const sessions = useQuery(read);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (session: OwnSession) => callApi(revokeOwnSession, { params: { id: session.id } }),
    onSuccess: (_result, session) => {
      toast({ title: 'Device signed out', description: `${deviceLabel(session.userAgent)} is no longer signed in.` });
    },
    onError: (error) => toast({ title: 'Not signed out', description: problemText(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: read.queryKey }),
  });

  let body;
  if (sessions.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading devices…
        </span>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  } else if (sessions.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-red-700">Your devices could not be loaded. {problemText(sessions.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void sessions.refetch()} aria-disabled={sessions.isFetching || undefined}>
          <RefreshCw aria-hidden="true" className={sessions.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} />
          Try again
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
        {sessions.data.map((session) => (
          <DeviceRow
            key={session.id}
            session={session}
            onRevoke={(s) => !revoke.isPending && revoke.mutate(s)}
            revoking={revoke.isPending && revoke.variables.id === session.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Signed-in devices</CardTitle>
        <CardDescription>Where your account is signed in now. Revoke any you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
