import { useState } from 'react';
import { CalendarCheck, CircleCheck, FileText, Inbox, UserCheck } from 'lucide-react';
import type { Lead } from '#shared/contracts/quote/leads.ts';
import { facilityTypeLabels } from '#shared/domain/quote.ts';
import { downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { StateMessage } from '../../components/ui/list-states.tsx';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { ConvertLeadDialog, type InvitePanel } from './convert-lead-dialog.tsx';
import { hasComputedQuote, isOpenLead } from './convert-form.ts';

const sourceLabels: Record<Lead['source'], string> = {
  calculator: 'Quote calculator',
  'instant-quote': 'Instant quote',
  'window-quote': 'Window cleaning',
  manual: 'Added by hand',
  scheduling: 'Scheduling page',
};

const money = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

/**
 * The stored leads, newest first, with the quote's figures and its PDF: what the CRM
 * shows until its full screen (pipeline, activities, follow-ups) is built. An open lead
 * can be converted to a customer; a converted one says so. `invitePanel` shows a new
 * account's one-time set-password link (the page passes user management's panel).
 */
export function LeadList({ leads, invitePanel }: { leads: readonly Lead[]; invitePanel: InvitePanel }) {
  const [converting, setConverting] = useState<Lead | null>(null);
  if (leads.length === 0) {
    return (
      <StateMessage icon={<Inbox className="size-6" aria-hidden="true" />} title="No leads yet">
        Quote requests from the website appear here as they arrive, newest first.
      </StateMessage>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {leads.map((lead) => (
          <li key={lead.id} className="grid gap-2 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {lead.companyName} <span className="ml-1 font-mono text-sm font-medium text-slate-600">{lead.reference}</span>
              </p>
              <p className="text-sm break-words text-slate-600">
                {`${lead.firstName} ${lead.lastName}`.trim() || 'No name given'} · {lead.email}
                {lead.phone ? ` · ${lead.phone}` : ''}
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {formatMinnesotaDate(lead.createdAt)} · {sourceLabels[lead.source]}
                {lead.facilityType
                  ? ` · ${facilityTypeLabels[lead.facilityType as keyof typeof facilityTypeLabels] ?? lead.facilityType}`
                  : ''}
                {lead.squareFootage ? `, ${lead.squareFootage.toLocaleString('en-US')} sq ft` : ''}
                {lead.frequency ? `, ${lead.frequency}` : ''}
              </p>
              {lead.consultationRequestedAt ? (
                <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-brand-800">
                  <CalendarCheck className="size-4" aria-hidden="true" />
                  Consultation requested {formatMinnesotaDate(lead.consultationRequestedAt)}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:justify-end">
              {lead.source === 'window-quote' ? (
                <span className="text-slate-600">Priced on call-back</span>
              ) : (
                <span className="font-semibold text-slate-900">{money(lead.estimatedPrice)} / month</span>
              )}
              <span className="text-slate-600">
                Score {lead.leadScore} ({lead.priority})
              </span>
              {hasComputedQuote(lead) ? (
                <a
                  href={endpointUrl(downloadQuotePdf, { params: { leadId: lead.id } })}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  Quote PDF<span className="sr-only"> for {lead.companyName}</span>
                </a>
              ) : null}
              {lead.status === 'won' ? (
                <Badge variant="secondary" className="min-h-8">
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  Converted
                </Badge>
              ) : isOpenLead(lead) ? (
                <Button variant="outline" onClick={() => setConverting(lead)}>
                  <UserCheck aria-hidden="true" />
                  Convert<span className="sr-only"> {lead.companyName} to a customer</span>
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {converting ? <ConvertLeadDialog lead={converting} open onClose={() => setConverting(null)} invitePanel={invitePanel} /> : null}
    </>
  );
}
