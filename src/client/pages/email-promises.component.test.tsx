import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answerFetch, json, renderScreen, testSite } from '#tests/support/component-render.tsx';
import { Page as ForgotPasswordPage } from './auth/forgot-password-page.tsx';
import { Page as ConfirmBookingPage } from './quote/confirm-booking-page.tsx';

/**
 * Decision 0041: a screen that depends on e-mail promises it only when the site sends e-mail (the
 * site context's flag), and says what happens without it.
 */
const noEmail = { ...testSite, capabilities: { emailDelivery: false } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Forgot password', () => {
  it('without e-mail, says no link can reach anyone and who to ask, instead of a form that cannot work', () => {
    const seen = answerFetch(json({}));
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', site: noEmail });
    expect(screen.getByRole('status')).toHaveTextContent(
      'This site sends no e-mail at the moment, so a reset link cannot reach you. Ask an administrator for a link to choose a new password, or call us at (612) 555-0142.',
    );
    expect(screen.getByRole('link', { name: '(612) 555-0142' })).toHaveAttribute('href', 'tel:+16125550142');
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
    expect(screen.queryByText(/We will send a link/)).toBeNull();
    expect(seen).toEqual([]);
  });

  it('with e-mail, offers the form and its promise', () => {
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByText('Enter your username or e-mail. We will send a link to choose a new password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});

describe('Confirming a walk-through from its link', () => {
  it('offers the confirmed visit as a calendar file on the page, as the server built it', async () => {
    const file = 'BEGIN:VCALENDAR\r\nSTATUS:CONFIRMED\r\nEND:VCALENDAR\r\n';
    answerFetch(
      json({
        reference: 'TP-2026-0049',
        bookingId: 9,
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T16:00:00.000Z',
        message: 'Your appointment is confirmed',
        calendarFile: file,
      }),
    );
    const { user } = renderScreen(<ConfirmBookingPage />, { path: '/scheduling/confirm?token=abc' });
    await user.click(screen.getByRole('button', { name: 'Confirm my appointment' }));
    expect(await screen.findByText('TP-2026-0049')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Save to my calendar (.ics)' });
    expect(link).toHaveAttribute('download', 'appointment.ics');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(file);
  });
});
