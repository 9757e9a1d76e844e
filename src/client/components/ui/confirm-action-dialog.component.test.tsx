import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

function Harness({ pending = false, error = null, onConfirm }: { pending?: boolean; error?: string | null; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Archive report</Button>
      <ConfirmActionDialog
        open={open}
        title="Archive the report?"
        description="It leaves the list of reports."
        confirmLabel="Archive"
        pendingLabel="Archiving…"
        tone="destructive"
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmActionDialog', () => {
  it('is an alert dialog named by its question, with focus on Cancel; Cancel confirms nothing and returns focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Archive report' });
    await user.click(opener);

    const dialog = screen.getByRole('alertdialog', { name: 'Archive the report?' });
    expect(dialog).toHaveAccessibleDescription('It leaves the list of reports.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm once from the action button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Archive report' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the call runs: says so, ignores more clicks, and cannot be closed; shows a refusal', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness pending onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Archive report' }));
    const busy = screen.getByRole('button', { name: 'Archiving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    busy.click();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();

    rerender(<Harness error="The report is locked." onConfirm={onConfirm} />);
    expect(within(screen.getByRole('alertdialog')).getByRole('alert')).toHaveTextContent('The report is locked.');
  });
});
