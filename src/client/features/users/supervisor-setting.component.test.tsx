import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sampleEmployee } from '#tests/fixtures/sample-user.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { SupervisorSetting } from './supervisor-setting.tsx';

// An employee's supervisor mark (issue 33): saved as it is ticked; a refusal puts the box back and says why.

describe('SupervisorSetting', () => {
  it('marks the employee a supervisor as it is ticked, with a toast', async () => {
    const seen = answerFetch(json({ employeeId: 7, isSupervisor: true }));
    const { user } = renderScreen(<SupervisorSetting user={sampleEmployee} />);
    const box = screen.getByRole('checkbox', { name: /^Supervisor/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await screen.findByText('bolson can now do site inspections.')).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([['PUT', '/api/admin/employees/7/supervisor', { isSupervisor: true }]]);
  });

  it('puts the box back and says why when the server refuses', async () => {
    answerFetch(problem(404, 'Employee not found'));
    const { user } = renderScreen(<SupervisorSetting user={{ ...sampleEmployee, isSupervisor: true }} />);
    const box = screen.getByRole('checkbox', { name: /^Supervisor/ });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found');
    await waitFor(() => expect(box).toBeChecked());
  });
});
