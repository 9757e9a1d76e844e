import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { ResetPasswordLinkDialog } from './reset-password-link-dialog.tsx';

describe('ResetPasswordLinkDialog', () => {
  it('asks first: Cancel closes without a call', async () => {
    const seen = answerFetch(json({}));
    const onClose = vi.fn();
    const app = renderScreen(<ResetPasswordLinkDialog user={sampleEmployee} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Reset password link' });
    expect(dialog).toHaveAccessibleDescription('Create a one-time link with which Brian Olson (bolson) chooses a new password.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('then shows the new link in the same dialog', async () => {
    const link = { url: 'http://localhost/set-password?token=n3w', expiresAt: '2026-12-01T12:00:00Z', emailed: true };
    const seen = answerFetch(json(link));
    const app = renderScreen(<ResetPasswordLinkDialog user={sampleEmployee} onClose={vi.fn()} />);
    await app.user.click(screen.getByRole('button', { name: 'Create link' }));

    const dialog = await screen.findByRole('dialog', { name: 'New set-password link' });
    expect(within(dialog).getByRole('textbox', { name: 'Set-password link' })).toHaveValue(link.url);
    expect(seen.map((r) => [r.method, r.url])).toEqual([['POST', '/api/users/7/password-link']]);
  });
});
