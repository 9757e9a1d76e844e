import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ChannelSetting, FailedNotification, NotificationSettings } from '#shared/contracts/notifications.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { NotificationChannels } from './notification-channels.tsx';

const channel = (overrides: Partial<ChannelSetting> = {}): ChannelSetting => ({
  configured: true,
  missing: [],
  recipient: null,
  defaultRecipient: null,
  leadsEnabled: true,
  contactsEnabled: true,
  held: 0,
  ...overrides,
});
const settings: NotificationSettings = {
  email: channel({ defaultRecipient: 'office@example.test' }),
  sms: channel({ configured: false, missing: ['TWILIO_ACCOUNT_SID'] }),
  telegram: channel({ defaultRecipient: '-1001234567890' }),
};
const failed: FailedNotification = {
  id: 7,
  channel: 'sms',
  kind: 'new-lead',
  recipient: '+16125550100',
  attempts: 1,
  lastError: 'Twilio refused the SMS',
  createdAt: '2026-11-18T16:00:00.000Z',
};

type Answer = Response | Error | Promise<Response>;
/** Answers by path; a Promise holds the answer back until the test resolves it. */
function route(handlers: Record<string, (r: SeenRequest) => Answer>) {
  return (request: SeenRequest) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[path];
    return (handler ? handler(request) : new Response('{}', { status: 404 })) as Response;
  };
}
const held = () => {
  let release: (r: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NotificationChannels', () => {
  it("a test that was not sent shows the channel's catalogue text, then the server's words", async () => {
    answerFetch(
      route({
        '/api/admin/settings/notifications': () => json(settings),
        '/api/admin/notifications': () => json([]),
        '/api/admin/test-sms': () => json({ sent: false, message: 'SMS is not configured: set TWILIO_ACCOUNT_SID' }),
        '/api/admin/test-telegram': () => problem(502, 'Telegram refused the message: Bad Request: chat not found'),
        '/api/admin/test-email': () => json({ sent: true, message: 'Test e-mail sent to office@example.test' }),
      }),
    );
    const { user } = renderScreen(<NotificationChannels />);
    const sms = within(await screen.findByRole('region', { name: 'SMS' }));
    await user.click(sms.getByRole('button', { name: 'Test lead notice' }));
    expect(await sms.findByRole('alert')).toHaveTextContent(
      'Failed to send test SMS message: SMS is not configured: set TWILIO_ACCOUNT_SID',
    );

    const telegram = within(screen.getByRole('region', { name: 'Telegram' }));
    await user.click(telegram.getByRole('button', { name: 'Test contact notice' }));
    expect(await telegram.findByRole('alert')).toHaveTextContent(
      'Failed to send test Telegram message: Telegram refused the message: Bad Request: chat not found',
    );

    const email = within(screen.getByRole('region', { name: 'E-mail' }));
    await user.click(email.getByRole('button', { name: 'Test lead notice' }));
    expect(await email.findByRole('status')).toHaveTextContent('Test e-mail sent to office@example.test');
  });

  it('Save, Test and Retry send once however often Enter is pressed while pending', async () => {
    const put = held();
    const test = held();
    const retry = held();
    const seen = answerFetch(
      route({
        '/api/admin/settings/notifications': (r) => (r.method === 'PUT' ? put.answer : json(settings)),
        '/api/admin/notifications': () => json([failed]),
        '/api/admin/test-email': () => test.answer,
        '/api/admin/notifications/7/retry': () => retry.answer,
      }),
    );
    const { user } = renderScreen(<NotificationChannels />);
    const email = within(await screen.findByRole('region', { name: 'E-mail' }));
    const count = (method: string, path: string) => seen.filter((r) => r.method === method && r.url.endsWith(path)).length;

    email.getByRole('button', { name: 'Save E-mail' }).focus();
    await user.keyboard('{Enter}');
    await email.findByRole('button', { name: 'Saving…' });
    await user.keyboard('{Enter}{Enter}');

    email.getByRole('button', { name: 'Test lead notice' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(count('POST', '/api/admin/test-email')).toBe(1));
    await user.keyboard('{Enter}{Enter}');

    (await screen.findByRole('button', { name: 'Retry' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(count('POST', '/api/admin/notifications/7/retry')).toBe(1));
    await user.keyboard('{Enter}{Enter}');

    expect(count('PUT', '/api/admin/settings/notifications')).toBe(1);
    expect(count('POST', '/api/admin/test-email')).toBe(1);
    expect(count('POST', '/api/admin/notifications/7/retry')).toBe(1);
    put.release(json(settings));
    test.release(json({ sent: true, message: 'Test e-mail sent to office@example.test' }));
    retry.release(json({ id: 7, status: 'pending', message: 'Queued to be sent again.' }));
    expect(await email.findByRole('status')).toHaveTextContent('Test e-mail sent to office@example.test');
  });

  it('says plainly that notices are held while e-mail is not set up, how many, and what to set (decision 0041)', async () => {
    const withoutEmail: NotificationSettings = {
      ...settings,
      email: channel({ configured: false, missing: ['SMTP_URL'], defaultRecipient: 'office@example.test', held: 11 }),
    };
    answerFetch(
      route({
        '/api/admin/settings/notifications': () => json(withoutEmail),
        '/api/admin/notifications': () => json([]),
      }),
    );
    renderScreen(<NotificationChannels />);
    const banner = await screen.findByRole('region', { name: 'E-mail is not set up: notices are held' });
    expect(banner).toHaveTextContent('11 notices are held, and will be sent once e-mail works.');
    expect(banner).toHaveTextContent('set SMTP_URL (for example smtp://user:password@smtp.example.com:587) and MAIL_FROM');
    expect(banner).toHaveTextContent('walk-throughs booked on the scheduling page wait for your call');
    expect(within(screen.getByRole('region', { name: 'E-mail' })).getByText('11 notices are held until then.')).toBeInTheDocument();
    const failedList = screen.getByRole('region', { name: 'Last failed notifications' });
    expect(await within(failedList).findByText(/^Nothing failed/)).toHaveTextContent(
      'Nothing failed, but 11 notices are held until their channel is set up (see above).',
    );
    expect(screen.queryByText(/on its way/)).toBeNull();
  });

  it('with e-mail set up and nothing held, says every notice was delivered or is on its way, without the banner', async () => {
    answerFetch(
      route({
        '/api/admin/settings/notifications': () => json(settings),
        '/api/admin/notifications': () => json([]),
      }),
    );
    renderScreen(<NotificationChannels />);
    expect(await screen.findByText('Nothing failed: every notice was delivered or is on its way.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mail is not set up: notices are held' })).toBeNull();
  });
});
