import { KeyRound, LoaderCircle, LockOpen, Pencil, ShieldOff, UserCheck, UserX } from 'lucide-react';
import type { User } from '#shared/contracts/users.ts';
import { displayName } from '#shared/domain/user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { cn } from '../../lib/cn.ts';

/** What a row can do; the page owns the dialogs and the status call. */
export interface UserActionHandlers {
  onEdit: (user: User) => void;
  onResetLink: (user: User) => void;
  onToggleStatus: (user: User) => void;
  /** Clears the user's sign-in lock (failed sign-ins and password changes are forgotten). */
  onClearLock: (user: User) => void;
  /** The user whose status change is being sent, if any. */
  pendingStatusId: number | null;
  /** The user whose sign-in lock is being cleared, if any. */
  pendingLockId: number | null;
  /** Asks to turn off the second factor of a user who lost their phone (offered for others who have one). */
  onResetTwoFactor: (user: User) => void;
  isSelf: (user: User) => boolean;
}

export interface UserRowActionsProps extends UserActionHandlers {
  user: User;
  /** 'compact' for the desk table (icon buttons with tooltips), 'touch' for phone cards (big labelled buttons). */
  layout: 'compact' | 'touch';
}

// Icon-only buttons: 44 px square (the touch-target minimum), named by aria-label, labelled by a tooltip.
const iconButton = 'size-11 px-0';

function statusLabel(user: User): string {
  return user.isActive ? 'Deactivate' : 'Activate';
}

/** Edit, Reset password link, Clear sign-in lock, Reset two-factor (when on) and Activate/Deactivate for one user. */
export function UserRowActions({
  user,
  layout,
  onEdit,
  onResetLink,
  onToggleStatus,
  onClearLock,
  pendingStatusId,
  pendingLockId,
  onResetTwoFactor,
  isSelf,
}: UserRowActionsProps) {
  const name = displayName(user);
  const pending = pendingStatusId === user.id;
  const clearing = pendingLockId === user.id;
  const lockIcon = clearing ? (
    <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
  ) : (
    <LockOpen aria-hidden="true" />
  );
  const self = isSelf(user);
  // The server refuses an admin resetting their own (a stolen session must not drop it).
  const canResetTwoFactor = user.twoFactorEnabled && !self;
  const twoFactorIcon = <ShieldOff aria-hidden="true" />;
  const twoFactorLabel = `Reset two-factor sign-in for ${name}`;
  const StatusIcon = user.isActive ? UserX : UserCheck;
  const statusButton = (
    <Button
      variant="outline"
      size={layout === 'compact' ? 'sm' : 'md'}
      onClick={() => onToggleStatus(user)}
      // The server refuses an admin deactivating themselves; say so instead of offering it.
      disabled={self && user.isActive}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      aria-label={self && user.isActive ? 'You cannot deactivate your own account' : `${statusLabel(user)} ${name}`}
      className={cn(
        // min-h-11: the desk table's small button still meets the 44 px target.
        layout === 'compact' && 'min-h-11 w-32',
        user.isActive ? 'text-red-700 hover:border-red-600 hover:bg-red-50' : 'text-emerald-800',
      )}
    >
      {pending ? (
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : (
        <StatusIcon aria-hidden="true" />
      )}
      {statusLabel(user)}
    </Button>
  );

  if (layout === 'touch') {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {statusButton}
        <Button variant="outline" className="col-span-2" onClick={() => onResetLink(user)} aria-label={`Reset password link for ${name}`}>
          <KeyRound aria-hidden="true" />
          Reset password link
        </Button>
        <Button
          variant="outline"
          className="col-span-2"
          onClick={() => onClearLock(user)}
          aria-disabled={clearing || undefined}
          aria-busy={clearing || undefined}
          aria-label={`Clear sign-in lock for ${name}`}
        >
          {lockIcon}
          Clear sign-in lock
        </Button>
        {canResetTwoFactor && (
          <Button variant="outline" className="col-span-2" onClick={() => onResetTwoFactor(user)} aria-label={twoFactorLabel}>
            {twoFactorIcon}
            Reset two-factor sign-in
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex items-center justify-end gap-1">
      <Tooltip content="Edit">
        <Button variant="ghost" size="sm" className={iconButton} onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Reset password link">
        <Button
          variant="ghost"
          size="sm"
          className={iconButton}
          onClick={() => onResetLink(user)}
          aria-label={`Reset password link for ${name}`}
        >
          <KeyRound aria-hidden="true" />
        </Button>
      </Tooltip>
      <Tooltip content="Clear sign-in lock">
        <Button
          variant="ghost"
          size="sm"
          className={iconButton}
          onClick={() => onClearLock(user)}
          aria-disabled={clearing || undefined}
          aria-busy={clearing || undefined}
          aria-label={`Clear sign-in lock for ${name}`}
        >
          {lockIcon}
        </Button>
      </Tooltip>
      {canResetTwoFactor && (
        <Tooltip content="Reset two-factor sign-in">
          <Button variant="ghost" size="sm" className={iconButton} onClick={() => onResetTwoFactor(user)} aria-label={twoFactorLabel}>
            {twoFactorIcon}
          </Button>
        </Tooltip>
      )}
      {statusButton}
    </div>
  );
}
