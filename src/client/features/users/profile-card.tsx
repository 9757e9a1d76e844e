import { useId, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { initials, type NameParts } from '#shared/domain/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

export interface ProfileItem {
  label: string;
  /** Null or blank shows 'Not provided'. */
  value: ReactNode;
}

export interface ProfileCardProps {
  title?: string | undefined;
  status: 'pending' | 'error' | 'success';
  /** Who the profile is about (avatar initials and heading), once loaded. */
  person?: (NameParts & { name: string; subtitle?: string | null | undefined }) | undefined;
  items?: readonly ProfileItem[] | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean | undefined;
}

function shown(value: ReactNode): ReactNode {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return <span className="text-slate-500">Not provided</span>;
  }
  return value;
}

/** The signed-in user's details in a card, with a skeleton while loading and the spec's failure message. */
export function ProfileCard({ title = 'Your profile', status, person, items = [], onRetry, retrying }: ProfileCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" aria-busy={status === 'pending' || undefined}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>

      {status === 'pending' ? (
        <div className="grid gap-5 p-5">
          <span className="sr-only" role="status">
            Loading profile…
          </span>
          <div className="flex items-center gap-4">
            <Skeleton className="size-14 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className="grid gap-1.5">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-4 w-36" />
              </div>
            ))}
          </div>
        </div>
      ) : null}

      {status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-medium text-red-800">
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            Unable to load profile information
          </p>
          {onRetry ? (
            <Button variant="outline" onClick={onRetry} aria-disabled={retrying || undefined}>
              <RefreshCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
              {retrying ? 'Trying again…' : 'Try again'}
            </Button>
          ) : null}
        </div>
      ) : null}

      {status === 'success' ? (
        <div className="grid gap-5 p-5">
          {person ? (
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
              >
                {initials(person)}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-semibold break-words text-slate-900">{person.name}</p>
                {person.subtitle ? <p className="text-sm break-all text-slate-600">{person.subtitle}</p> : null}
              </div>
            </div>
          ) : null}
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">
            {items.map((item) => (
              <div key={item.label} className="min-w-0">
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
                <dd className="mt-0.5 text-base break-words text-slate-900">{shown(item.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Card>
  );
}
