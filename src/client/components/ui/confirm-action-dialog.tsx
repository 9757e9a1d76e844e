import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface ConfirmActionBodyProps {
  title: ReactNode;
  /** What will happen and to whom; screen readers read it when the dialog opens. */
  description: ReactNode;
  /** Further notes under the description (when to do it, what is kept). */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the call runs, e.g. 'Deactivating…'. */
  pendingLabel: string;
  icon?: ReactNode;
  /** 'destructive' for an action that takes something away (sign-in, a second factor). */
  tone?: 'primary' | 'destructive' | undefined;
  pending: boolean;
  /** The server's refusal: shown in the dialog, which stays open to retry or cancel. */
  error?: string | null | undefined;
  onConfirm: () => void;
}

/**
 * The inside of a confirmation: title, what happens, an error, Cancel and the action. For a dialog
 * that goes on to show a result (the password link); otherwise use ConfirmActionDialog.
 */
export function ConfirmActionBody({
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  icon,
  tone = 'primary',
  pending,
  error,
  onConfirm,
}: ConfirmActionBodyProps) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <DialogFooter>
        {/* First in the DOM, so it takes focus when the dialog opens: Enter alone never confirms. */}
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        {/* aria-disabled, not disabled: the button keeps focus while the call runs. */}
        <Button
          variant={tone}
          onClick={() => {
            if (!pending) onConfirm();
          }}
          aria-disabled={pending || undefined}
        >
          {icon}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

export interface ConfirmActionDialogProps extends ConfirmActionBodyProps {
  open: boolean;
  /** Cancel, Escape, the close button or a click outside; ignored while the call runs. */
  onCancel: () => void;
  className?: string | undefined;
}

/** Asks before an action that cannot simply be taken back: an alert dialog that returns focus to its opener. */
export function ConfirmActionDialog({ open, onCancel, className, ...body }: ConfirmActionDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !body.pending) onCancel();
      }}
    >
      {open ? (
        <DialogContent role="alertdialog" className={className ?? 'sm:max-w-lg'} {...returnFocus}>
          <ConfirmActionBody {...body} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
