import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { answerFetch, problem, renderScreen } from '#tests/support/component-render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const ok = 'a long passphrase';

describe('ChangePasswordForm', () => {
  it("checks with the contract and the screen's confirmation rule, focusing the first problem", async () => {
    const seen = answerFetch(new Response(null, { status: 204 }));
    const app = renderScreen(<ChangePasswordForm username="dana" />);
    await app.user.type(password('New password'), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(password('Current password')).toHaveFocus());
    expect(password('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(password('New password')).toHaveAccessibleDescription('At least 10 characters. Password must be at least 10 characters');
    expect(password('Confirm new password')).toHaveAccessibleDescription('Re-enter the new password to confirm it');

    await app.user.type(password('New password'), ' but longer');
    await app.user.type(password('Confirm new password'), 'something else');
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(seen).toEqual([]);
  });

  it("shows the server's word on a wrong current password, then changes it and clears the form", async () => {
    const seen = answerFetch(problem(400, 'Current password is incorrect'), new Response(null, { status: 204 }));
    const app = renderScreen(<ChangePasswordForm username="dana" />);
    await app.user.type(password('Current password'), 'old one');
    await app.user.type(password('New password'), ok);
    await app.user.type(password('Confirm new password'), ok);
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/auth/password', body: { currentPassword: 'old one', newPassword: ok } });

    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeVisible();
    expect(password('Current password')).toHaveValue('');
    expect(password('New password')).toHaveValue('');
  });

  it('says so when no answer came', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const app = renderScreen(<ChangePasswordForm username="dana" />);
    await app.user.type(password('Current password'), 'old one');
    await app.user.type(password('New password'), ok);
    await app.user.type(password('Confirm new password'), ok);
    await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again.');
  });
});

describe('SetPasswordForm', () => {
  const url = '/api/auth/password-links/abc123';

  it("sets the password and sends a customer to the Client Portal login (each role's landing: set-password-landing test)", async () => {
    const seen = answerFetch(new Response(null, { status: 204 }));
    const app = renderScreen(<SetPasswordForm token="abc123" linkKey={[url]} username="olga.p" role="customer" onLinkGone={vi.fn()} />, {
      path: '/set-password?token=abc123',
    });
    await app.user.type(password('New password'), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeVisible();

    await app.user.type(password('New password'), ' and longer');
    await app.user.type(password('Confirm new password'), 'short and longer');
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(app.path()).toBe('/login-portal?password-set=1&username=olga.p'));
    expect(seen[0]).toMatchObject({ method: 'POST', url, body: { password: 'short and longer' } });
  });

  it('tells the page when the link went away, and shows other refusals', async () => {
    answerFetch(problem(400, 'Invalid request', { password: 'Password is too common' }), problem(410, 'This link has expired'));
    const onLinkGone = vi.fn();
    const app = renderScreen(<SetPasswordForm token="abc123" linkKey={[url]} username="olga.p" role="employee" onLinkGone={onLinkGone} />);
    await app.user.type(password('New password'), ok);
    await app.user.type(password('Confirm new password'), ok);
    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is too common');

    await app.user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(onLinkGone).toHaveBeenCalledTimes(1));
  });
});
