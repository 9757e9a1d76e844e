import { useState } from 'react';
import { Download, Inbox, MessageSquare, Send } from 'lucide-react';
import { getFormStats } from '#shared/contracts/contact.endpoints.ts';
import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';
import { testEmail, testSms, testTelegram } from '#shared/contracts/notifications.endpoints.ts';
import { DASHBOARD_POLL_MS } from '#shared/domain/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { minnesotaToday } from '../../lib/business-format.ts';
import { noticeTestFailure } from '../../lib/notice-test.ts';
import { formatRelativeTime } from '../../lib/time-format.ts';
import { usePolledQuery } from '../../lib/use-polled-query.ts';
import { FormDetailDialog, sourceLabel, when, type FormEntry } from './form-details.tsx';
import { buildFormsCsv } from './forms-csv.ts';
import { downloadText, fetchAllForms, leadName, type FormKind } from './forms-data.ts';
import { ViewAllDialog } from './view-all-dialog.tsx';

/**
 * Customer Forms (spec §2; decision 0024): how many quote requests (the web forms' leads) and contact
 * messages there are, the newest three of each as cards opening their details, View All, the CSV
 * export built here from every page, and the notification test buttons. The stats poll every 30 s
 * while this tab is on screen.
 */
export function CustomerFormsTab() {
  const stats = usePolledQuery(apiQuery(getFormStats), DASHBOARD_POLL_MS.formsStats);
  const [detail, setDetail] = useState<FormEntry | null>(null);
  const [viewAll, setViewAll] = useState<FormKind | null>(null);
  const s = stats.data;

  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-5" role="region" aria-labelledby="forms-heading">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="forms-heading" className="text-lg font-semibold text-slate-900">
              Customer Forms
            </h2>
            <p className="text-sm text-slate-600">Quote requests and contact messages from the website.</p>
            {stats.stale ? (
              <p role="status" className="text-xs text-amber-800">
                Could not refresh; showing the last figures. Trying again shortly.
              </p>
            ) : null}
          </div>
          <ExportButton />
        </div>
        {s === undefined ? (
          stats.isError ? (
            <LoadError
              title="The form submissions could not be loaded"
              message={callErrorMessage(stats.error)}
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          ) : (
            <p role="status" className="py-10 text-center text-sm text-slate-600">
              Loading form submissions…
            </p>
          )
        ) : (
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <FormColumn
              id="quote-requests"
              title="Quote Requests"
              total={s.totalLeads}
              empty={{ title: 'No quote requests yet', text: 'Requests from the quote forms and the scheduling page appear here.' }}
              onViewAll={() => setViewAll('leads')}
            >
              {s.recentLeads.map((lead) => (
                <LeadCard key={lead.id} lead={lead} onOpen={() => setDetail({ kind: 'lead', lead })} />
              ))}
            </FormColumn>
            <FormColumn
              id="contact-messages"
              title="Contact Messages"
              total={s.totalContacts}
              empty={{ title: 'No contact messages yet', text: 'Messages sent from the About page appear here.' }}
              onViewAll={() => setViewAll('contacts')}
            >
              {s.recentContacts.map((contact) => (
                <ContactCard key={contact.id} contact={contact} onOpen={() => setDetail({ kind: 'contact', contact })} />
              ))}
            </FormColumn>
          </div>
        )}
      </Card>
      <TestNotifications />
      <ViewAllDialog kind={viewAll} onClose={() => setViewAll(null)} onOpen={setDetail} />
      <FormDetailDialog entry={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

interface FormColumnProps {
  id: string;
  title: string;
  total: number;
  empty: { title: string; text: string };
  onViewAll: () => void;
  children: React.ReactNode[];
}

function FormColumn({ id, title, total, empty, onViewAll, children }: FormColumnProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}{' '}
          <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800 tabular-nums">
            {total.toLocaleString('en-US')}
          </span>
        </h3>
        <Button variant="outline" size="sm" className="min-h-11" onClick={onViewAll} aria-label={`View all ${title.toLowerCase()}`}>
          View All
        </Button>
      </div>
      {children.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300">
          <StateMessage icon={<Inbox className="size-6" aria-hidden="true" />} title={empty.title}>
            {empty.text}
          </StateMessage>
        </div>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}

function CardButton({ onOpen, children, label }: { onOpen: () => void; children: React.ReactNode; label: string }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={label}
        className="grid w-full gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40"
      >
        {children}
      </button>
    </li>
  );
}

function LeadCard({ lead, onOpen }: { lead: FormLead; onOpen: () => void }) {
  return (
    <CardButton onOpen={onOpen} label={`Open quote request ${lead.reference} from ${lead.companyName}`}>
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-slate-900">{lead.companyName}</span>
        <time dateTime={lead.createdAt} title={when(lead.createdAt)} className="shrink-0 text-xs text-slate-500">
          {formatRelativeTime(lead.createdAt)}
        </time>
      </span>
      <span className="truncate text-sm text-slate-600">
        {leadName(lead)} · {lead.email}
      </span>
      <span className="text-xs text-slate-500">
        {sourceLabel(lead.source)} · {lead.reference}
        {lead.hasQuote ? ` · $${lead.estimatedPrice.toLocaleString('en-US')}/mo` : ''}
      </span>
    </CardButton>
  );
}

function ContactCard({ contact, onOpen }: { contact: ContactMessage; onOpen: () => void }) {
  return (
    <CardButton onOpen={onOpen} label={`Open contact message from ${contact.name}`}>
      <span className="flex items-baseline justify-between gap-2">
        <span className="truncate font-medium text-slate-900">{contact.name}</span>
        <time dateTime={contact.createdAt} title={when(contact.createdAt)} className="shrink-0 text-xs text-slate-500">
          {formatRelativeTime(contact.createdAt)}
        </time>
      </span>
      <span className="truncate text-sm text-slate-600">{contact.company ?? contact.email}</span>
      <span className="line-clamp-2 text-xs text-slate-500">{contact.message}</span>
    </CardButton>
  );
}

/** Export Forms as CSV: every page of both lists, built here (spec §7); the spec's toast when it fails. */
function ExportButton() {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { leads, contacts } = await fetchAllForms();
      downloadText(buildFormsCsv(leads, contacts), `customer-forms-${minnesotaToday()}.csv`, 'text/csv;charset=utf-8');
    } catch {
      toast({ title: 'Export failed', description: 'Unable to export forms data', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} aria-disabled={busy || undefined}>
      <Download aria-hidden="true" />
      {busy ? 'Exporting…' : 'Export Forms as CSV'}
    </Button>
  );
}

const channels = [
  { endpoint: testEmail, label: 'Email', channel: 'email' },
  { endpoint: testSms, label: 'SMS', channel: 'sms' },
  { endpoint: testTelegram, label: 'Telegram', channel: 'telegram' },
] as const;

type Outcome = { ok: boolean; text: string };

/** The notification test buttons (lead or contact × e-mail, SMS, Telegram): the server's message in an alert. */
function TestNotifications() {
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (channel: (typeof channels)[number], type: 'lead' | 'contact') => {
    const key = `${channel.label}-${type}`;
    if (pending) return;
    setPending(key);
    setOutcome(null);
    try {
      const result = await callApi(channel.endpoint, { body: { type } });
      setOutcome(
        result.sent ? { ok: true, text: result.message } : { ok: false, text: noticeTestFailure(channel.channel, result.message) },
      );
    } catch (error) {
      setOutcome({ ok: false, text: noticeTestFailure(channel.channel, error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="forms-tests-heading">
      <h2 id="forms-tests-heading" className="text-lg font-semibold text-slate-900">
        Notification tests
      </h2>
      <p className="text-sm text-slate-600">Send a sample new-lead or new-contact notice on each channel to check it reaches you.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {(['lead', 'contact'] as const).map((type) => (
          <fieldset key={type} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <legend className="flex items-center gap-1.5 px-1 text-sm font-medium text-slate-800">
              {type === 'lead' ? <Send className="size-4" aria-hidden="true" /> : <MessageSquare className="size-4" aria-hidden="true" />}
              {type === 'lead' ? 'New lead' : 'New contact message'}
            </legend>
            <div className="flex flex-wrap gap-2">
              {channels.map((channel) => {
                const key = `${channel.label}-${type}`;
                return (
                  <Button
                    key={key}
                    variant="outline"
                    size="sm"
                    className="min-h-11"
                    aria-disabled={pending !== null || undefined}
                    onClick={() => void send(channel, type)}
                    aria-label={`Test ${channel.label} for a ${type === 'lead' ? 'lead' : 'contact message'}`}
                  >
                    {pending === key ? 'Sending…' : `Test ${channel.label}`}
                  </Button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      {outcome ? (
        <div
          role="alert"
          className={
            outcome.ok
              ? 'mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900'
              : 'mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800'
          }
        >
          {outcome.text}
        </div>
      ) : null}
    </Card>
  );
}
