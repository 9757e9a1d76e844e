import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ManagedWalkThrough } from '#shared/contracts/scheduling.ts';
import { answerFetch, json, renderScreen, testSite } from '#tests/support/component-render.tsx';
import { Page } from './manage-booking-page.tsx';

/**
 * Issue 30 and decision 0041: after a walk-through is moved or cancelled from its manage link, the page
 * promises an e-mail only while the site sends e-mail; without it, it points to the calendar file here.
 */
const TOKEN = 'm4n4g3-t0k3n';
const noEmail = { ...testSite, capabilities: { emailDelivery: false } };

const walkThrough = (over: Partial<ManagedWalkThrough> = {}): ManagedWalkThrough => ({
  bookingId: 41,
  reference: 'TP-2026-0061',
  name: 'Iris Lund',
  serviceType: 'Medical Facility Cleaning',
  location: '4000 W 76th St, Edina, MN 55435',
  start: '2026-12-08T15:00:00.000Z',
  end: '2026-12-08T16:00:00.000Z',
  status: 'confirmed',
  cancelReason: null,
  companyPhone: '(612) 555-0142',
  calendarFile: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  message: '',
  ...over,
});

const open = (done: string, site = testSite, over: Partial<ManagedWalkThrough> = {}) => {
  answerFetch(json(walkThrough(over)));
  return renderScreen(<Page params={{ token: TOKEN }} />, { path: `/scheduling/manage/${TOKEN}?done=${done}`, site });
};

describe('/scheduling/manage/:token after a change', () => {
  it('moved, with e-mail: the new time and calendar file are on their way by e-mail', async () => {
    open('rescheduled');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your walk-through is moved. The new time and an updated calendar file are on their way by e-mail.',
    );
  });

  it('moved, without e-mail: promises no e-mail and points to the calendar file on the page', async () => {
    open('rescheduled', noEmail);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your walk-through is moved. Save the updated calendar file below: no e-mail will follow.');
    expect(status).not.toHaveTextContent(/on (its|their) way/);
    expect(screen.getByRole('link', { name: 'Save to my calendar (.ics)' })).toHaveAttribute('download', 'appointment.ics');
  });

  it('cancelled, without e-mail: promises no calendar update by e-mail', async () => {
    open('cancelled', noEmail, { status: 'cancelled', cancelReason: 'Cancelled by the visitor' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Your walk-through is cancelled, and its time is free for others. Save the calendar update below to take it off your calendar: no e-mail will follow.',
    );
    expect(status).not.toHaveTextContent(/on its way/);
  });
});
