import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { disableTwoFactor, enableTwoFactor, getTwoFactor, renewRecoveryCodes, setUpTwoFactor } from '#shared/contracts/auth.endpoints.ts';
import {
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorSetupRequestSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '#shared/contracts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoFactorStepForm } from './two-factor-step-form.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renew' }
  | { kind: 'disable' };

const code = (values: { code?: string | undefined }) => ({ code: values.code ?? '' });

/** "Two-factor sign-in" on the account page: set up with a QR code, recovery codes, turn off (decision 0010). */
export function TwoFactorCard({ username }: { username: string }) {
  const status = useQuery(apiQuery(getTwoFactor));
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQuery(getTwoFactor).queryKey });

  return (
    <Card role="region" aria-labelledby="two-factor-heading">
      <CardHeader>
        <CardTitle as="h2" id="two-factor-heading" className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden />
          Two-factor sign-in
        </CardTitle>
        <CardDescription>A code from an authenticator app on your phone, asked for after your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isError ? (
          <FormAlert>Unable to load your two-factor settings. Please reload the page.</FormAlert>
        ) : !status.data ? (
          <Skeleton className="h-24" />
        ) : step.kind === 'codes' ? (
          <RecoveryCodesPanel codes={step.codes} username={username} onDone={idle} />
        ) : step.kind === 'password' ? (
          <StepFrame text="Enter your password to start.">
            <TwoFactorStepForm
              schema={twoFactorSetupRequestSchema}
              fields={['currentPassword']}
              username={username}
              submitLabel="Continue"
              pendingLabel="Checking..."
              onCancel={idle}
              onSubmit={async (values) => {
                const setup = await callApi(setUpTwoFactor, { body: { currentPassword: values.currentPassword ?? '' } });
                setStep({ kind: 'scan', setup });
              }}
            />
          </StepFrame>
        ) : step.kind === 'scan' ? (
          <ScanStep
            setup={step.setup}
            onCancel={idle}
            onEnable={async (values) => {
              const { recoveryCodes } = await callApi(enableTwoFactor, { body: code(values) });
              await refresh();
              toast({ title: 'Two-factor sign-in is on', description: 'You will be asked for a code each time you sign in.' });
              setStep({ kind: 'codes', codes: recoveryCodes });
            }}
          />
        ) : step.kind === 'renew' ? (
          <StepFrame text="Enter a code from your authenticator app. Your old recovery codes stop working.">
            <TwoFactorStepForm
              schema={twoFactorCodeRequestSchema}
              fields={['code']}
              submitLabel="Make new codes"
              pendingLabel="Making codes..."
              onCancel={idle}
              onSubmit={async (values) => {
                const { recoveryCodes } = await callApi(renewRecoveryCodes, { body: code(values) });
                await refresh();
                setStep({ kind: 'codes', codes: recoveryCodes });
              }}
            />
          </StepFrame>
        ) : step.kind === 'disable' ? (
          <StepFrame text="Enter your password and a code to turn two-factor sign-in off.">
            <TwoFactorStepForm
              schema={twoFactorDisableRequestSchema}
              fields={['currentPassword', 'code']}
              username={username}
              acceptsRecoveryCode
              submitLabel="Turn off"
              pendingLabel="Turning off..."
              onCancel={idle}
              onSubmit={async (values) => {
                await callApi(disableTwoFactor, { body: { currentPassword: values.currentPassword ?? '', code: values.code ?? '' } });
                await refresh();
                toast({ title: 'Two-factor sign-in is off', description: 'Your password alone signs you in now.' });
                idle();
              }}
            />
          </StepFrame>
        ) : (
          <Overview
            status={status.data}
            onStart={() => setStep({ kind: 'password' })}
            onRenew={() => setStep({ kind: 'renew' })}
            onDisable={() => setStep({ kind: 'disable' })}
          />
        )}
      </CardContent>
    </Card>
  );
}

function StepFrame({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{text}</p>
      {children}
    </div>
  );
}

function Overview({
  status,
  onStart,
  onRenew,
  onDisable,
}: {
  status: TwoFactorStatus;
  onStart: () => void;
  onRenew: () => void;
  onDisable: () => void;
}) {
  if (!status.enabled) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Off.</span> With it on, a stolen password alone cannot open your account. You need
          an app such as Google Authenticator, Microsoft Authenticator or 1Password.
        </p>
        <Button onClick={onStart}>Set up two-factor sign-in</Button>
      </div>
    );
  }
  const few = status.recoveryCodesLeft <= 3;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-emerald-800">On</span>
        {status.enabledAt ? ` since ${formatMinnesotaTime(status.enabledAt)}` : ''}.{' '}
        <span className={few ? 'font-semibold text-red-700' : undefined}>
          {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
        </span>
      </p>
      {!status.canTurnOff && (
        <p className="text-sm text-slate-600">
          Administrators keep two-factor sign-in on. If you lose your phone, another administrator can reset it from User Management.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={onRenew}>
          New recovery codes
        </Button>
        {status.canTurnOff && (
          <Button variant="outline" onClick={onDisable}>
            Turn off
          </Button>
        )}
      </div>
    </div>
  );
}

function ScanStep({
  setup,
  onEnable,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnable: (values: { code?: string | undefined }) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={setup.qrCode}
          width={176}
          height={176}
          alt="QR code for your authenticator app"
          className="rounded-lg ring-1 ring-slate-200"
        />
        <div className="min-w-0 text-sm">
          <p className="font-medium text-slate-800">Setup key</p>
          <p className="mt-1 font-mono text-base break-all text-slate-900 select-all">{setup.secret.match(/.{1,4}/g)?.join(' ')}</p>
          <p className="mt-2 text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <TwoFactorStepForm
        schema={twoFactorCodeRequestSchema}
        fields={['code']}
        submitLabel="Turn on"
        pendingLabel="Checking..."
        onCancel={onCancel}
        onSubmit={onEnable}
      />
    </div>
  );
}
