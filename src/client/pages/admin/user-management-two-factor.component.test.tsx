import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { Page as UserManagementPage } from '#client/pages/admin/user-management-page.tsx';

const withTwoFactor = { ...sampleEmployee, twoFactorEnabled: true };
const other = { ...sampleEmployee, id: 8, username: 'mkhan', firstName: 'Mina', lastName: 'Khan', email: 'mkhan@example.test' };

/** The user management screen's "Reset two-factor sign-in" (decision 0010). */
describe('Reset two-factor sign-in', () => {
  it('is offered only for users who have it, marks them, and resets after a confirmation', async () => {
    let reset = false;
    const seen = answerFetch((request) => {
      if (request.method === 'DELETE') {
        reset = true;
        return new Response(null, { status: 204 });
      }
      return json([reset ? sampleEmployee : withTwoFactor, other]);
    });
    const app = renderScreen(<UserManagementPage />);
    expect((await screen.findAllByText('Two-factor')).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Reset two-factor sign-in for Mina Khan' })).toEqual([]);

    await app.user.click(screen.getAllByRole('button', { name: 'Reset two-factor sign-in for Brian Olson' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset two-factor sign-in' });
    expect(dialog).toHaveTextContent('Do this only when you know it is them asking');
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Reset two-factor' }));

    expect(await screen.findByText('Two-factor Sign-in Reset')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url, 'http://localhost').pathname)).toEqual([
      '/api/users/7/two-factor',
    ]);
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Reset two-factor sign-in for Brian Olson' })).toEqual([]));
  });

  it('keeps the dialog open and says why when the server refuses', async () => {
    answerFetch((request) =>
      request.method === 'DELETE' ? problem(409, 'This user does not use two-factor sign-in.') : json([withTwoFactor]),
    );
    const app = renderScreen(<UserManagementPage />);
    await app.user.click((await screen.findAllByRole('button', { name: 'Reset two-factor sign-in for Brian Olson' }))[0]!);
    await app.user.click(await screen.findByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('This user does not use two-factor sign-in.')).toBeVisible();
    expect(screen.getByRole('alertdialog', { name: 'Reset two-factor sign-in' })).toBeVisible();
  });
});
