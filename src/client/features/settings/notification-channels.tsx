import { useState } from 'react';
import {
  noticeChannelLabels,
  noticeChannels,
  type ChannelSetting,
  type FailedNotification,
  type NoticeChannelName,
} from '#shared/contracts/notifications.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Label } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Checkbox, Input } from '../../components/ui/input.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { failureOf } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { noticeTestFailure } from '../../lib/notice-test.ts';
import { formatRelativeTime } from '../../lib/time-format.ts';
import {
  useFailedNotifications,
  useNotificationSettings,
  useRetryNotification,
  useSaveNotificationSettings,
  useTestNotice,
} from './use-settings.ts';

const recipientLabels: Record<NoticeChannelName, string> = {
  email: 'Recipient e-mail',
  sms: 'Recipient mobile (E.164)',
  telegram: 'Telegram chat id',
};

/** Settings' notice channels (decision 0022): configured or not, recipient, leads/contacts switches, tests, failures. */
export function NotificationChannels() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <Skeleton className="h-48" />;
  if (settings.isError)
    return (
      <LoadError
        title="The channels could not be loaded"
        message={callErrorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  const held = noticeChannels.reduce((sum, channel) => sum + settings.data[channel].held, 0);
  return (
    <div className="grid gap-6">
      {settings.data.email.configured ? null : <EmailNotSetUp held={settings.data.email.held} />}
      <div className="grid gap-4 lg:grid-cols-3">
        {noticeChannels.map((channel) => (
          <ChannelCard key={`${channel}-${JSON.stringify(settings.data[channel])}`} channel={channel} setting={settings.data[channel]} />
        ))}
      </div>
      <FailedNotifications held={held} />
    </div>
  );
}

const notices = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'notice is' : 'notices are'}`;

/**
 * E-mail is off (no SMTP_URL): what waits, what to set, and what the site does meanwhile (decision
 * 0041), so nobody reads "on its way" about mail that cannot leave.
 */
function EmailNotSetUp({ held }: { held: number }) {
  return (
    <section
      aria-labelledby="email-not-set-up-title"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="email-not-set-up-title" className="text-base font-semibold">
        E-mail is not set up: notices are held
      </h3>
      <p>
        {held > 0 ? `${notices(held)} held` : 'Nothing is held yet'}, and will be sent once e-mail works. Until then nothing is e-mailed:
        not to you, not to visitors or customers.
      </p>
      <p>
        To send e-mail, set <code className="rounded bg-white px-1 font-mono text-xs">SMTP_URL</code> (for example{' '}
        <code className="rounded bg-white px-1 font-mono text-xs [overflow-wrap:anywhere]">smtp://user:password@smtp.example.com:587</code>)
        and <code className="rounded bg-white px-1 font-mono text-xs">MAIL_FROM</code> in the server’s environment and restart it; the
        README’s settings table describes both.
      </p>
      <p>
        Meanwhile: walk-throughs booked on the scheduling page wait for your call (confirm each on its visit’s page), password resets by
        e-mail are off (give a set-password link from User Management), and new leads are in the CRM.
      </p>
    </section>
  );
}

function ChannelCard({ channel, setting }: { channel: NoticeChannelName; setting: ChannelSetting }) {
  const [recipient, setRecipient] = useState(setting.recipient ?? '');
  const [leads, setLeads] = useState(setting.leadsEnabled);
  const [contacts, setContacts] = useState(setting.contactsEnabled);
  const [problem, setProblem] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const save = useSaveNotificationSettings();
  const test = useTestNotice();
  const label = noticeChannelLabels[channel];
  const inputId = `notice-${channel}-recipient`;

  async function submit() {
    // aria-disabled keeps the button focusable, so Enter and Space still reach here while it is pending.
    if (save.isPending) return;
    setProblem(null);
    const body = {
      [channel]: { recipient: recipient.trim() === '' ? null : recipient.trim(), leadsEnabled: leads, contactsEnabled: contacts },
    } as Partial<Record<NoticeChannelName, { recipient: string | null; leadsEnabled: boolean; contactsEnabled: boolean }>>;
    try {
      await save.mutateAsync(body);
      toast({ title: `${label} settings saved` });
    } catch (error) {
      const failure = failureOf(error);
      setProblem(Object.values(failure.fields)[0] ?? callErrorMessage(error));
    }
  }

  async function sendTest(type: 'lead' | 'contact') {
    if (test.isPending) return;
    setTestResult(null);
    try {
      const result = await test.mutateAsync({ channel, type });
      setTestResult({ ok: result.sent, message: result.sent ? result.message : noticeTestFailure(channel, result.message) });
    } catch (error) {
      setTestResult({ ok: false, message: noticeTestFailure(channel, error) });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
          {label}
        </h3>
        <span
          className={
            setting.configured
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900'
              : 'rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900'
          }
        >
          {setting.configured ? 'Configured' : 'Not configured'}
        </span>
      </div>
      {!setting.configured && setting.missing.length > 0 ? (
        <p className="text-sm text-slate-600">Set on the server: {setting.missing.join(', ')}.</p>
      ) : null}
      {setting.held > 0 ? <p className="text-sm font-medium text-amber-900">{notices(setting.held)} held until then.</p> : null}
      <div>
        <Label htmlFor={inputId}>{recipientLabels[channel]}</Label>
        <Input
          id={inputId}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          placeholder={setting.defaultRecipient ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
        />
        {problem ? (
          <FieldError id={`${inputId}-error`}>{problem}</FieldError>
        ) : (
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
            {setting.defaultRecipient ? `Empty: the server’s default, ${setting.defaultRecipient}.` : 'Empty: no recipient.'}
          </p>
        )}
      </div>
      <Checkbox label="New leads" checked={leads} onChange={(e) => setLeads(e.target.checked)} />
      <Checkbox label="New contact messages" checked={contacts} onChange={(e) => setContacts(e.target.checked)} />
      <Button variant="outline" onClick={() => void submit()} aria-disabled={save.isPending || undefined}>
        {save.isPending ? 'Saving…' : `Save ${label}`}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={() => void sendTest('lead')} aria-disabled={test.isPending || undefined}>
          Test lead notice
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void sendTest('contact')} aria-disabled={test.isPending || undefined}>
          Test contact notice
        </Button>
      </div>
      {testResult ? (
        testResult.ok ? (
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {testResult.message}
          </p>
        ) : (
          <FormAlert>{testResult.message}</FormAlert>
        )
      ) : null}
    </section>
  );
}

function FailedNotifications({ held }: { held: number }) {
  const failed = useFailedNotifications();
  const retry = useRetryNotification();
  const [message, setMessage] = useState<string | null>(null);

  async function retryOne(n: FailedNotification) {
    if (retry.isPending) return;
    setMessage(null);
    try {
      const result = await retry.mutateAsync(n.id);
      toast({ title: 'Queued again', description: result.message });
    } catch (error) {
      setMessage(callErrorMessage(error));
    }
  }

  return (
    <section aria-labelledby="failed-notifications-title" className="grid gap-3">
      <h3 id="failed-notifications-title" className="text-base font-semibold text-slate-900">
        Last failed notifications
      </h3>
      {message ? <FormAlert>{message}</FormAlert> : null}
      {failed.isPending ? (
        <Skeleton className="h-24" />
      ) : failed.isError ? (
        <LoadError
          title="Failed notifications could not be loaded"
          message={callErrorMessage(failed.error)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : failed.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          {held > 0
            ? `Nothing failed, but ${notices(held)} held until their channel is set up (see above).`
            : 'Nothing failed: every notice was delivered or is on its way.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Failed notifications">
          {failed.data.map((n) => (
            <li key={n.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {noticeChannelLabels[n.channel]} · {n.kind} · <span className="break-all">{n.recipient}</span>
                </p>
                <p className="text-slate-600">
                  {n.attempts} {n.attempts === 1 ? 'attempt' : 'attempts'}, {formatRelativeTime(n.createdAt)}
                  {n.lastError ? `: ${n.lastError}` : ''}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => void retryOne(n)} aria-disabled={retry.isPending || undefined}>
                Retry
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
