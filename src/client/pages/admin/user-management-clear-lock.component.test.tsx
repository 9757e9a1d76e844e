import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { Page as UserManagementPage } from '#client/pages/admin/user-management-page.tsx';

/** The user management screen's "Clear sign-in lock" (decision 0009). */
describe('Clear sign-in lock', () => {
  it('sends DELETE /api/users/:id/sign-in-lock for the row and confirms with a toast', async () => {
    const seen = answerFetch((request) => (request.method === 'DELETE' ? new Response(null, { status: 204 }) : json([sampleEmployee])));
    const app = renderScreen(<UserManagementPage />);
    const buttons = await screen.findAllByRole('button', { name: 'Clear sign-in lock for Brian Olson' });
    await app.user.click(buttons[0]!);

    expect(await screen.findByText('Sign-in Lock Cleared')).toBeInTheDocument();
    expect(screen.getByText('bolson can sign in again from any address right away.')).toBeInTheDocument();
    const cleared = seen.filter((r) => r.method === 'DELETE');
    expect(cleared.map((r) => new URL(r.url, 'http://localhost').pathname)).toEqual(['/api/users/7/sign-in-lock']);
  });

  it('says why when the server refuses', async () => {
    answerFetch((request) => (request.method === 'DELETE' ? problem(404, 'User not found') : json([sampleEmployee])));
    const app = renderScreen(<UserManagementPage />);
    await app.user.click((await screen.findAllByRole('button', { name: 'Clear sign-in lock for Brian Olson' }))[0]!);
    expect(await screen.findByText('Lock Not Cleared')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});
