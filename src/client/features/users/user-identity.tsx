import type { User } from '#shared/contracts/users.ts';
import { displayName } from '#shared/domain/user.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** Name with the username under it, marked when it is the signed-in admin. */
export function UserIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-slate-900">{displayName(user)}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
        <span className="break-all">@{user.username}</span>
        {isSelf ? <Badge variant="outline">You</Badge> : null}
        {user.twoFactorEnabled ? (
          <Badge variant="outline" title="Signs in with a code from an authenticator app as well as the password">
            Two-factor
          </Badge>
        ) : null}
      </p>
    </div>
  );
}
