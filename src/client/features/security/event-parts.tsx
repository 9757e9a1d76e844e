import type { SecurityEvent } from '#shared/contracts/security.ts';
import { formatMinnesotaTime, formatRelativeTime } from '../../lib/time-format.ts';

/** '5 minutes ago' over the exact Minnesota time. */
export function EventTime({ at, now }: { at: string; now: number }) {
  return (
    <time dateTime={at} className="block">
      <span className="block font-medium text-slate-900">{formatRelativeTime(at, now)}</span>
      <span className="block text-xs text-slate-600">{formatMinnesotaTime(at)}</span>
    </time>
  );
}

/** The account concerned, or the name typed at a sign-in that named none. */
export function EventSubject({ event }: { event: SecurityEvent }) {
  if (event.user) {
    return (
      <span className="block">
        <span className="block font-medium break-all text-slate-900">{event.user.username}</span>
        {event.identifier && event.identifier.toLowerCase() !== event.user.username.toLowerCase() ? (
          <span className="block text-xs break-all text-slate-600">typed “{event.identifier}”</span>
        ) : null}
      </span>
    );
  }
  if (event.identifier) return <span className="block break-all text-slate-900">typed “{event.identifier}”</span>;
  return <span className="text-slate-500">Unknown</span>;
}

/** Address and browser, shortened; the whole user agent is in the title. */
export function EventOrigin({ event }: { event: SecurityEvent }) {
  return (
    <span className="block">
      <span className="block font-mono text-xs text-slate-800">{event.ip ?? '—'}</span>
      {event.userAgent ? (
        <span className="block max-w-56 truncate text-xs text-slate-600" title={event.userAgent}>
          {event.userAgent}
        </span>
      ) : null}
    </span>
  );
}
