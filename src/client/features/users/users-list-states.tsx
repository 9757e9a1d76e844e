import { SearchX, Users } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Rows of placeholders in the shape of the list while it loads. */
export function UsersListSkeleton() {
  return (
    <div className="divide-y divide-slate-100" aria-busy="true">
      <span className="sr-only" role="status">
        Loading users…
      </span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="hidden h-4 w-48 sm:block" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="hidden h-4 w-28 lg:block" />
          <Skeleton className="hidden h-9 w-36 lg:block" />
        </div>
      ))}
    </div>
  );
}

/** Nothing matches the search or role: say so and offer the way back. */
export function UsersNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <StateMessage
      icon={<SearchX className="size-6" aria-hidden="true" />}
      title="No users match your search"
      action={
        <Button variant="outline" onClick={onClear}>
          Clear search and filter
        </Button>
      }
    >
      Check the spelling, or search by first name, last name, e-mail or username.
    </StateMessage>
  );
}

/** No accounts at all (only possible before the first admin exists elsewhere). */
export function UsersNone() {
  return (
    <StateMessage icon={<Users className="size-6" aria-hidden="true" />} title="No users yet">
      Use Create User to add the first account. The new user gets a one-time link to choose a password.
    </StateMessage>
  );
}

export function UsersLoadError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError title="Users could not be loaded" message={message} onRetry={onRetry} retrying={retrying} />;
}
