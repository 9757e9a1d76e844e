import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FailedNotification, NotificationSettings } from '#shared/contracts/notifications.ts';
import type { CompanySettings } from '#shared/contracts/settings.ts';
import { answerFetch, json, problem, renderScreen, type SeenRequest } from '#tests/support/component-render.tsx';
import { Page } from './settings-page.tsx';

const company: CompanySettings = {
  profile: {
    name: 'Twin Pines Commercial Cleaning',
    phone: '(612) 555-0142',
    phoneE164: '+16125550142',
    salesEmail: 'sales@twinpines.example',
    address: { street: '14750 Cedar Avenue, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
    socialUrl: 'https://www.facebook.com/example',
    foundedYear: 2009,
  },
  paymentInstructions: null,
  updatedAt: '2026-11-20T15:00:00Z',
  updatedBy: null,
};

const channel = (configured: boolean, missing: string[] = []) => ({
  configured,
  missing,
  recipient: null,
  defaultRecipient: configured ? 'sales@twinpines.example' : null,
  leadsEnabled: true,
  contactsEnabled: true,
  held: 0,
});
const channels: NotificationSettings = {
  email: channel(true),
  sms: channel(false, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']),
  telegram: channel(false, ['TELEGRAM_BOT_TOKEN']),
};
const failed: FailedNotification[] = [
  {
    id: 41,
    channel: 'email',
    kind: 'new-lead',
    recipient: 'sales@twinpines.example',
    attempts: 5,
    lastError: '550 mailbox unavailable',
    createdAt: '2026-11-24T14:00:00Z',
  },
];

function server(overrides: (r: SeenRequest) => Response | undefined = () => undefined) {
  return answerFetch((r) => {
    const own = overrides(r);
    if (own) return own;
    if (r.url === '/api/admin/settings/company') return json(company);
    if (r.url === '/api/admin/settings/notifications') return json(channels);
    if (r.url === '/api/admin/notifications?status=failed') return json(failed);
    if (r.url === '/api/admin/security-settings' && r.method === 'GET') return json({ adminsMustUseTwoFactor: true });
    if (r.url.startsWith('/api/admin/pricing-config')) return problem(503, 'The database is not answering.');
    return problem(404, `Unexpected ${r.method} ${r.url}`);
  });
}

describe('/admin/settings', () => {
  it('checks the company profile with the contract, then saves it with the address nested', async () => {
    const seen = server((r) =>
      r.method === 'PUT' && r.url === '/api/admin/settings/company'
        ? json({ ...company, profile: { ...company.profile, phone: '(651) 555-0199', phoneE164: '+16515550199' }, updatedBy: 'Petra Lind' })
        : undefined,
    );
    const { user } = renderScreen(<Page />);
    const phone = await screen.findByLabelText(/^Phone/);
    expect(phone).toHaveValue('(612) 555-0142');

    await user.clear(phone);
    await user.type(phone, '555-0199');
    const zip = screen.getByLabelText(/^ZIP code/);
    await user.clear(zip);
    await user.type(zip, '551');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText('Enter a 10-digit US phone number, like (612) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Enter a ZIP code like 55124 or 55124-1234')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '(651) 555-0199');
    await user.clear(zip);
    await user.type(zip, '55124');
    const founded = screen.getByRole('textbox', { name: /^Founded in/ });
    expect(founded).toHaveValue('2009');
    await user.clear(founded);
    await user.type(founded, '2011');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')!.body).toEqual({
      name: 'Twin Pines Commercial Cleaning',
      phone: '(651) 555-0199',
      salesEmail: 'sales@twinpines.example',
      address: { street: '14750 Cedar Avenue, Suite 200', city: 'Apple Valley', region: 'MN', postalCode: '55124', country: 'US' },
      socialUrl: 'https://www.facebook.com/example',
      foundedYear: 2011,
      paymentInstructions: '',
    });
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
    expect(await screen.findByText(/Last changed by Petra Lind/)).toBeInTheDocument();
  });

  it('takes payment instructions for the invoice PDF: checked by the contract, sent as typed, shown as saved', async () => {
    const seen = server((r) =>
      r.method === 'PUT' && r.url === '/api/admin/settings/company'
        ? json({ ...company, paymentInstructions: 'ACH to First Avenue Bank\nChecks to Twin Pines', updatedBy: 'Petra Lind' })
        : undefined,
    );
    const { user } = renderScreen(<Page />);
    const instructions = await screen.findByRole('textbox', { name: /^Payment instructions/ });
    expect(instructions).toHaveValue('');
    expect(instructions).toHaveAccessibleDescription(/Left empty, invoices ask the customer to call or e-mail the office\./);

    await user.type(instructions, 'Line{Enter}'.repeat(12) + 'Line 13');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText('Keep the payment instructions to 12 lines')).toBeInTheDocument();
    expect(instructions).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(instructions);
    await user.type(instructions, 'ACH to First Avenue Bank  {Enter}Checks to Twin Pines');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')!.body).toMatchObject({
      paymentInstructions: 'ACH to First Avenue Bank  \nChecks to Twin Pines',
    });
    expect(await screen.findByText('Company profile saved')).toBeInTheDocument();
    await waitFor(() => expect(instructions).toHaveValue('ACH to First Avenue Bank\nChecks to Twin Pines'));
  });

  it('shows each channel, the server’s answer to a test, and retries a failed notice', async () => {
    const seen = server((r) => {
      if (r.url === '/api/admin/test-sms')
        return json({ sent: false, message: 'SMS is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM' });
      if (r.url === '/api/admin/notifications/41/retry')
        return json({ id: 41, status: 'pending', message: 'Notification 41 queued again' });
      return undefined;
    });
    const { user } = renderScreen(<Page />);
    const sms = within(await screen.findByRole('region', { name: 'SMS' }));
    expect(sms.getByText('Not configured')).toBeInTheDocument();
    expect(sms.getByText('Set on the server: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'E-mail' })).getByText('Configured')).toBeInTheDocument();

    await user.click(sms.getByRole('button', { name: 'Test lead notice' }));
    expect(await sms.findByRole('alert')).toHaveTextContent(
      'SMS is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    expect(seen.find((r) => r.url === '/api/admin/test-sms')!.body).toEqual({ type: 'lead' });

    const list = within(screen.getByRole('list', { name: 'Failed notifications' }));
    expect(list.getByText(/550 mailbox unavailable/)).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Notification 41 queued again')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toContain('/api/admin/notifications/41/retry');

    // The pricing card says why it is empty instead of breaking the page.
    expect(screen.getByText('The pricing could not be loaded')).toBeInTheDocument();
  });

  it('asks, with the warning, before admins may sign in without two-factor, and keeps saying so while off', async () => {
    const seen = server((r) =>
      r.method === 'PUT' && r.url === '/api/admin/security-settings' ? json({ adminsMustUseTwoFactor: false }) : undefined,
    );
    const { user } = renderScreen(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Stop requiring it' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop requiring two-factor sign-in for administrators?' });
    expect(dialog).toHaveTextContent('anyone who steals or guesses an admin password gets the whole back office');
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Stop requiring it' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'PUT' && r.url === '/api/admin/security-settings')?.body).toEqual({
        adminsMustUseTwoFactor: false,
      }),
    );
    expect(await screen.findByText('Not required: administrators may sign in with a password alone.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Two-factor sign-in for administrators' })).toHaveTextContent(
      'The security log records who turned this off.',
    );
    expect(screen.getByRole('button', { name: 'Require it for administrators' })).toBeInTheDocument();
  });
});
