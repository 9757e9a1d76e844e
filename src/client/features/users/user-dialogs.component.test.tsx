import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, problem, renderScreen, type Screen } from '#tests/support/component-render.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';

const employee = sampleEmployee;

const dialog = () => within(screen.getByRole('dialog'));
const field = (name: string | RegExp) => dialog().getByRole('textbox', { name });

async function openCreate(app: Screen) {
  await app.user.click(screen.getByRole('button', { name: 'Create User' }));
  return dialog();
}

async function fillNewEmployee(app: Screen) {
  await app.user.type(field('First name'), 'Olga');
  await app.user.type(field('Last name'), 'Petrova');
  await app.user.type(field('Username'), 'olga.p');
  await app.user.type(field('Email'), 'olga@example.test');
  await app.user.click(dialog().getByRole('combobox', { name: 'Role' }));
  await app.user.click(await screen.findByRole('option', { name: 'Employee' }));
  await app.user.type(field(/Position/), 'Day Porter');
  await app.user.type(dialog().getByRole('spinbutton', { name: /Hourly rate/ }), '24.25');
}

describe('CreateUserDialog', () => {
  it("checks with the contract: the required fields' messages, focus on the first", async () => {
    const seen = answerFetch(json({}));
    const app = renderScreen(<CreateUserDialog />);
    const form = await openCreate(app);
    await app.user.click(form.getAllByRole('button', { name: 'Create User' }).at(-1)!);

    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveAccessibleDescription('First name is required');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(field('Username')).toHaveAccessibleDescription(
      'At least 3 characters: letters, digits, dot, dash or underscore. Username is required',
    );
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(seen).toEqual([]);
  });

  it('creates an employee with the fields of the role and shows the one-time link', async () => {
    const link = { url: 'http://localhost/set-password?token=t0k3n', expiresAt: '2026-12-01T12:00:00Z', emailed: false };
    const seen = answerFetch(
      json(
        {
          user: { ...employee, id: 9, username: 'olga.p', firstName: 'Olga', lastName: 'Petrova', email: 'olga@example.test' },
          passwordLink: link,
        },
        201,
      ),
    );
    const app = renderScreen(<CreateUserDialog />);
    await openCreate(app);
    await fillNewEmployee(app);
    await app.user.click(dialog().getAllByRole('button', { name: 'Create User' }).at(-1)!);

    expect(await screen.findByText('User account has been created successfully.')).toBeVisible();
    expect(dialog().getByRole('textbox', { name: 'Set-password link' })).toHaveValue(link.url);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/users' });
    expect(seen[0]?.body).toEqual({
      firstName: 'Olga',
      lastName: 'Petrova',
      username: 'olga.p',
      email: 'olga@example.test',
      phone: null,
      role: 'employee',
      position: 'Day Porter',
      department: null,
      hourlyRate: 24.25,
    });
  });

  it('asks for the hourly rate with the reason, and sends the hire date typed (the server then keeps it)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T18:00:00Z'));
    try {
      const seen = answerFetch(json({ user: { ...employee, id: 9 }, passwordLink: { url: 'x', expiresAt: 'y', emailed: false } }, 201));
      const app = renderScreen(<CreateUserDialog />);
      await openCreate(app);
      await fillNewEmployee(app);
      const rate = dialog().getByRole('spinbutton', { name: /Hourly rate/ });
      expect(rate).toHaveAccessibleName('Hourly rate in USD');
      expect(rate).toHaveAccessibleDescription(/Needed to approve their timesheets/);
      const hired = dialog().getByLabelText(/^Hire date/);
      expect(hired).toHaveAttribute('type', 'date');
      expect(hired).toHaveAttribute('max', '2026-11-25');
      await app.user.type(hired, '2026-11-02');
      await app.user.click(dialog().getAllByRole('button', { name: 'Create User' }).at(-1)!);
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]?.body).toMatchObject({ role: 'employee', hourlyRate: 24.25, hireDate: '2026-11-02' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts a 409 under the field it names, with the message above the buttons', async () => {
    answerFetch(problem(409, 'That username is already taken.'));
    const app = renderScreen(<CreateUserDialog />);
    await openCreate(app);
    await fillNewEmployee(app);
    await app.user.click(dialog().getAllByRole('button', { name: 'Create User' }).at(-1)!);

    await waitFor(() => expect(field('Username')).toHaveFocus());
    expect(field('Username')).toHaveAccessibleDescription(expect.stringContaining('That username is already taken.'));
    expect(dialog().getByRole('alert')).toHaveTextContent('That username is already taken.');
    expect(field('First name')).toHaveValue('Olga');
  });

  it('focuses the message when the refusal names no field', async () => {
    answerFetch(new TypeError('Failed to fetch'));
    const app = renderScreen(<CreateUserDialog />);
    await openCreate(app);
    await fillNewEmployee(app);
    await app.user.click(dialog().getAllByRole('button', { name: 'Create User' }).at(-1)!);

    const alert = await dialog().findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach the server. Check your connection and try again.');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});

describe('EditUserDialog', () => {
  it('sends only what changed, and nothing when nothing did', async () => {
    const seen = answerFetch(json({ ...employee, email: 'b.olson@crew.example' }));
    const onClose = vi.fn();
    const app = renderScreen(<EditUserDialog user={employee} isSelf={false} onClose={onClose} />);
    await app.user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Nothing was changed, so there was nothing to save.')).toBeVisible();
    expect(seen).toEqual([]);

    await app.user.clear(field('Email'));
    await app.user.type(field('Email'), 'b.olson@crew.example');
    await app.user.clear(dialog().getByRole('spinbutton', { name: /Hourly rate/ }));
    await app.user.type(dialog().getByRole('spinbutton', { name: /Hourly rate/ }), '24.50');
    await app.user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User details have been saved.')).toBeVisible();
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/users/7', body: { email: 'b.olson@crew.example' } });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks the role of your own account, saying why', () => {
    answerFetch(json(employee));
    renderScreen(<EditUserDialog user={employee} isSelf onClose={vi.fn()} />);
    const role = dialog().getByRole('combobox', { name: 'Role' });
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription('You cannot change the role of your own account.');
  });
});
