import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { ActionDueSetting } from './action-due-setting.tsx';

const PATH = '/api/admin/settings/inspections';

describe('Settings → Corrective actions', () => {
  it('shows the saved hours, checks the number before sending, then saves it with a toast', async () => {
    const seen = answerFetch((r) => (r.method === 'PUT' ? json({ actionDueHours: 24 }) : json({ actionDueHours: 48 })));
    const { user } = renderScreen(<ActionDueSetting />);
    const hours = await screen.findByLabelText(/^Hours until a corrective action is due/);
    expect(hours).toHaveValue('48');

    // Over 30 days: the contract's words, and nothing sent.
    await user.clear(hours);
    await user.type(hours, '721');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corrective actions are due in 1 to 720 hours')).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New corrective actions are due in 24 hours.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([[PATH, { actionDueHours: 24 }]]);
    expect(screen.queryByText('Corrective actions are due in 1 to 720 hours')).not.toBeInTheDocument();
  });

  it('puts the server’s word under the field and any other failure in the form’s alert', async () => {
    answerFetch(
      json({ actionDueHours: 48 }),
      problem(400, 'Invalid body: actionDueHours', { actionDueHours: 'Corrective actions are due in 1 to 720 hours' }),
      problem(503, 'The database is not answering.'),
    );
    const { user } = renderScreen(<ActionDueSetting />);
    await screen.findByLabelText(/^Hours until a corrective action is due/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Corrective actions are due in 1 to 720 hours')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
  });
});
