import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CLOSE_PHOTO_MESSAGE, type CorrectiveAction } from '#shared/contracts/inspections.ts';
import { answerFetch, json, renderScreen } from '#tests/support/component-render.tsx';
import { CrewActions } from './crew-actions.tsx';

// The employee portal's corrective actions (issue 33): as the server orders them (today's visit first), each
// with its site, deadline and flags; closing one asks for a note and a photo before anything is sent.

const action = (over: Partial<CorrectiveAction>): CorrectiveAction => ({
  id: 1,
  siteId: 7,
  siteName: 'Acme Dental',
  source: 'inspection',
  inspectionId: 3,
  problemReportId: null,
  itemKey: 'restrooms.fixtures',
  title: 'Restrooms: Sinks and fixtures',
  details: 'Sink stained',
  dueAt: '2026-11-30T18:00:00.000Z',
  overdue: false,
  status: 'open',
  crew: [{ id: 4, name: 'Ana Ruiz' }],
  closedAt: null,
  closedBy: null,
  closedNote: null,
  verifiedAt: null,
  verifiedByInspectionId: null,
  photos: [],
  onTodaysVisit: false,
  ...over,
});

describe('CrewActions', () => {
  it('lists the actions in the server’s order with today’s visit and overdue marked, and counts them', async () => {
    answerFetch(
      json({
        actions: [
          action({ id: 1, onTodaysVisit: true }),
          action({ id: 2, siteName: 'Birch Law', title: 'Trash: Bins emptied', overdue: true, details: '' }),
        ],
      }),
    );
    renderScreen(<CrewActions />);
    const region = await screen.findByRole('region', { name: 'Corrective actions (2)' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Restrooms|Trash):/).textContent)).toEqual([
      'Restrooms: Sinks and fixtures',
      'Trash: Bins emptied',
    ]);
    expect(within(items[0]!).getByText('Today’s visit')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Birch Law · due /)).toBeInTheDocument();
  });

  it('says there is nothing to fix when the list is empty', async () => {
    answerFetch(json({ actions: [] }));
    renderScreen(<CrewActions />);
    expect(await screen.findByText('Nothing to fix')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Corrective actions' })).toBeInTheDocument();
  });

  it('asks for the note and the photo of the fix before sending anything', async () => {
    const seen = answerFetch(json({ actions: [action({})] }));
    const { user } = renderScreen(<CrewActions />);
    await user.click(await screen.findByRole('button', { name: 'Close with a photo' }));
    const form = screen.getByRole('form', { name: 'Close Restrooms: Sinks and fixtures' });
    await user.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await within(form).findByText(/^Say what was done/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^What was done/), 'Scrubbed the sink');
    await user.click(within(form).getByRole('button', { name: 'Close action' }));
    expect(await within(form).findByText(CLOSE_PHOTO_MESSAGE)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
