import { initials, type NameParts } from '#shared/domain/user.ts';
import { cn } from '../../lib/cn.ts';

/** A round initials badge; decorative, since the name is always written next to it or in a label. */
export function UserAvatar({ user, className }: { user: NameParts; className?: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white select-none',
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
