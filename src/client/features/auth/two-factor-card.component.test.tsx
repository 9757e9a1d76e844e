import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TwoFactorStatus } from '#shared/contracts/auth.ts';
import { answerFetch, json, problem, renderScreen } from '#tests/support/component-render.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

const off: TwoFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, canTurnOff: true };
const on: TwoFactorStatus = { enabled: true, enabledAt: '2026-11-20T15:00:00Z', recoveryCodesLeft: 10, canTurnOff: true };
const codes = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
  'jjjjj-kkkkk',
  'mmmmm-nnnnn',
  'ppppp-qqqqq',
];

describe('TwoFactorCard', () => {
  it('sets up: password, then the QR code and key, then a code; shows the recovery codes once', async () => {
    let enabled = false;
    const seen = answerFetch((request) => {
      if (request.url === '/api/auth/two-factor') return json(enabled ? on : off);
      if (request.url === '/api/auth/two-factor/setup') {
        return (request.body as { currentPassword: string }).currentPassword === 'right'
          ? json({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA' })
          : problem(400, 'Current password is incorrect', { currentPassword: 'Current password is incorrect' });
      }
      if (request.url === '/api/auth/two-factor/enable') {
        if ((request.body as { code: string }).code !== '123456')
          return problem(400, 'That code did not work.', { code: 'That code did not work.' });
        enabled = true;
        return json({ recoveryCodes: codes });
      }
      return problem(404, 'unexpected');
    });
    const app = renderScreen(<TwoFactorCard username="lee" />);
    expect(await screen.findByText('Off.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    await app.user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'wrong');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    await app.user.clear(screen.getByLabelText('Current password', { selector: 'input' }));
    await app.user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'right');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await app.user.type(code, '000000');
    await app.user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code did not work.')).toBeVisible();
    await app.user.clear(code);
    await app.user.type(code, '123456');
    await app.user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('Save these recovery codes now.')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'recovery-codes.txt');
    await app.user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeVisible();
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/auth/two-factor/setup',
      '/api/auth/two-factor/setup',
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/enable',
    ]);
  });

  it('offers no Turn off to an administrator, and warns when few recovery codes are left', async () => {
    answerFetch(json({ ...on, canTurnOff: false, recoveryCodesLeft: 2 }));
    renderScreen(<TwoFactorCard username="boss" />);
    expect(await screen.findByText('2 recovery codes left.')).toHaveClass('text-red-700');
    expect(screen.getByText(/Administrators keep two-factor sign-in on/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  });

  it('turns off with the password and a code', async () => {
    let enabled = true;
    const seen = answerFetch((request) => {
      if (request.url === '/api/auth/two-factor') return json(enabled ? on : off);
      enabled = false;
      return new Response(null, { status: 204 });
    });
    const app = renderScreen(<TwoFactorCard username="lee" />);
    await app.user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await app.user.type(screen.getByLabelText('Current password', { selector: 'input' }), 'pw');
    await app.user.type(screen.getByRole('textbox', { name: 'Authentication code' }), 'abcde-fghjk');
    await app.user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Off.')).toBeVisible());
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/auth/two-factor/disable',
      body: { currentPassword: 'pw', code: 'abcde-fghjk' },
    });
  });
});
