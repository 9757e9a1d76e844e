import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page as UserManagementPage } from '#client/pages/admin/user-management-page.tsx';

const statusCalls = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method === 'PUT').map((r) => ({ path: new URL(r.url, 'http://localhost').pathname, body: r.body }));

/** A server holding one user whose status PUT changes what the next GET answers. */
function serverWith(user: typeof sampleEmployee) {
  let current = user;
  return answerFetch((request) => {
    if (request.method === 'PUT') {
      current = { ...current, ...(request.body as { isActive: boolean }) };
      return json(current);
    }
    return json([current]);
  });
}

/** Activate / Deactivate on the user management screen (issue 12: ask first, say who changed). */
describe('Deactivating a user', () => {
  it('asks first; Cancel leaves them active, makes no call and returns focus to the button', async () => {
    const seen = serverWith(sampleEmployee);
    const app = renderScreen(<UserManagementPage />);
    const [button] = await screen.findAllByRole('button', { name: 'Deactivate Brian Olson' });
    await app.user.click(button!);

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Brian Olson (bolson)?' });
    expect(dialog).toHaveAccessibleDescription(
      'They are signed out everywhere and cannot sign in until an admin activates the account again.',
    );
    // The safe answer has focus, so Enter alone does not deactivate anyone.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusCalls(seen)).toEqual([]);
    expect(screen.getAllByRole('button', { name: 'Deactivate Brian Olson' }).length).toBeGreaterThan(0);
    expect(button).toHaveFocus();
  });

  it('on Deactivate sends the call, names who changed and the row offers Activate', async () => {
    const seen = serverWith(sampleEmployee);
    const app = renderScreen(<UserManagementPage />);
    await app.user.click((await screen.findAllByRole('button', { name: 'Deactivate Brian Olson' }))[0]!);
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Brian Olson (bolson) is now inactive. User status has been changed successfully.')).toBeInTheDocument();
    expect(screen.getByText('User Status Updated')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(statusCalls(seen)).toEqual([{ path: '/api/users/7/status', body: { isActive: false } }]);
    expect((await screen.findAllByRole('button', { name: 'Activate Brian Olson' })).length).toBeGreaterThan(0);
  });

  it('keeps the question open and says why when the server refuses', async () => {
    answerFetch((request) => (request.method === 'PUT' ? problem(409, 'You cannot deactivate your own account') : json([sampleEmployee])));
    const app = renderScreen(<UserManagementPage />);
    await app.user.click((await screen.findAllByRole('button', { name: 'Deactivate Brian Olson' }))[0]!);
    const dialog = await screen.findByRole('alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot deactivate your own account');
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(screen.queryByText('User Status Updated')).toBeNull();
  });
});

describe('Activating a user', () => {
  it('needs no question, and the message names who is active again', async () => {
    const seen = serverWith({ ...sampleEmployee, isActive: false });
    const app = renderScreen(<UserManagementPage />);
    await app.user.click((await screen.findAllByRole('button', { name: 'Activate Brian Olson' }))[0]!);

    expect(await screen.findByText('Brian Olson (bolson) is active again. User status has been changed successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(statusCalls(seen)).toEqual([{ path: '/api/users/7/status', body: { isActive: true } }]);
  });
});

describe('Editing a user', () => {
  it('gives focus back to the Edit button when the dialog closes', async () => {
    serverWith(sampleEmployee);
    const app = renderScreen(<UserManagementPage />);
    const [edit] = await screen.findAllByRole('button', { name: 'Edit Brian Olson' });
    await app.user.click(edit!);
    await screen.findByRole('dialog', { name: 'Edit User' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit).toHaveFocus();
  });
});
