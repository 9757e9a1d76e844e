import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { UserRowActions, type UserActionHandlers } from './user-row-actions.tsx';

const handlers: UserActionHandlers = {
  onEdit: vi.fn(),
  onResetLink: vi.fn(),
  onToggleStatus: vi.fn(),
  onClearLock: vi.fn(),
  onResetTwoFactor: vi.fn(),
  pendingStatusId: null,
  pendingLockId: null,
  isSelf: () => false,
};

describe('UserRowActions in the desk table', () => {
  const withTwoFactor = { ...sampleEmployee, twoFactorEnabled: true };

  it('names every icon button after its action and the user, and makes each 44 px square', () => {
    render(<UserRowActions user={withTwoFactor} layout="compact" {...handlers} />);
    const names = [
      'Edit Brian Olson',
      'Reset password link for Brian Olson',
      'Clear sign-in lock for Brian Olson',
      'Reset two-factor sign-in for Brian Olson',
    ];
    for (const name of names) expect(screen.getByRole('button', { name })).toHaveClass('size-11');
    expect(screen.getByRole('button', { name: 'Deactivate Brian Olson' })).toHaveClass('min-h-11');
  });

  it('shows what an icon button does when it gets focus', async () => {
    const user = userEvent.setup();
    render(<UserRowActions user={withTwoFactor} layout="compact" {...handlers} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Brian Olson' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });
});
