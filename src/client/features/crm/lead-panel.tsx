import { useState } from 'react';
import { CalendarCheck, FileText, Mail, Phone, Trophy, UserCheck } from 'lucide-react';
import { downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { facilityTypeLabels, frequencyWords } from '#shared/domain/quote.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { SheetContent } from '../../components/ui/sheet.tsx';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { formatDate } from '../../lib/business-format.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';
import { canConvert, hasComputedQuote } from './convert-form.ts';
import { ConvertLeadDialog, type InvitePanel } from './convert-lead-dialog.tsx';
import { contactName, money, sourceLabels } from './crm-format.ts';
import { LeadActivities } from './lead-activities.tsx';
import { StatusBadge } from './lead-badges.tsx';
import { LeadJourney } from './lead-journey.tsx';
import { LeadWorkForm, workFormKey } from './lead-work-form.tsx';
import { LogActivityForm } from './log-activity-form.tsx';

export interface LeadPanelProps {
  lead: Lead | null;
  today: string;
  onClose: () => void;
  onSaved: (lead: Lead) => void;
  invitePanel: InvitePanel;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-slate-200 px-5 py-5" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The detail side panel: who the lead is, what to do next, what happened, and how they found us. */
export function LeadPanel({ lead, today, onClose, onSaved, invitePanel }: LeadPanelProps) {
  const [converting, setConverting] = useState(false);
  const now = new Date();
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead ? (
        <SheetContent aria-describedby={undefined}>
          <header className="grid gap-2 px-5 pt-5 pr-14 pb-4">
            <DialogTitle className="text-xl font-semibold text-slate-900">{lead.companyName}</DialogTitle>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <span className="font-mono">{lead.reference}</span>
              <StatusBadge status={lead.status} />
              <span>
                {sourceLabels[lead.source]}, {formatMinnesotaDate(lead.createdAt)}
              </span>
            </p>
            <DialogDescription className="sr-only">The lead's details, history and journey</DialogDescription>
          </header>
          <div className="grid gap-2 px-5 pb-5 text-sm">
            <p className="font-medium text-slate-900">{contactName(lead)}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={`mailto:${lead.email}`}
                className="inline-flex min-h-11 items-center gap-1.5 break-all text-brand-700 hover:underline"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {lead.email}
              </a>
              {lead.phone ? (
                <a href={`tel:${lead.phone}`} className="inline-flex min-h-11 items-center gap-1.5 text-brand-700 hover:underline">
                  <Phone className="size-4" aria-hidden="true" />
                  {lead.phone}
                </a>
              ) : null}
            </p>
            <p className="text-slate-700">
              {lead.facilityType
                ? (facilityTypeLabels[lead.facilityType as keyof typeof facilityTypeLabels] ?? lead.facilityType)
                : 'Facility not given'}
              {lead.squareFootage ? `, ${lead.squareFootage.toLocaleString('en-US')} sq ft` : ''}
              {lead.frequency ? `, ${frequencyWords(lead.frequency)}` : ''}
              {lead.address ? ` · ${lead.address}` : ''}
            </p>
            <p className="text-slate-700">
              {lead.source === 'window-quote' && lead.estimatedPrice === 0 ? (
                'Priced on call-back'
              ) : (
                <>
                  Estimated <span className="font-semibold text-slate-900">{money(lead.estimatedPrice)}</span> a month
                </>
              )}
              {hasComputedQuote(lead) ? (
                <a
                  href={endpointUrl(downloadQuotePdf, { params: { leadId: lead.id } })}
                  className="ml-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                >
                  <FileText className="size-4" aria-hidden="true" />
                  Quote PDF
                </a>
              ) : null}
            </p>
            {lead.consultationRequestedAt ? (
              <p className="flex items-center gap-1.5 font-medium text-brand-800">
                <CalendarCheck className="size-4" aria-hidden="true" />
                Consultation requested {formatMinnesotaDate(lead.consultationRequestedAt)}
              </p>
            ) : null}
            {lead.status === 'lost' && lead.lostReason ? <p className="text-slate-700">Lost: {lead.lostReason}</p> : null}
            {lead.convertedAt ? (
              <p className="flex items-center gap-1.5 font-medium text-emerald-900">
                <UserCheck className="size-4" aria-hidden="true" />A customer since {formatMinnesotaDate(lead.convertedAt)}
              </p>
            ) : null}
          </div>
          {canConvert(lead) ? (
            <div
              className={
                lead.status === 'won'
                  ? 'mx-5 mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4'
                  : 'mx-5 mb-5 flex justify-end'
              }
            >
              {lead.status === 'won' ? (
                <p className="flex items-center gap-2 text-sm font-medium text-emerald-900">
                  <Trophy className="size-4" aria-hidden="true" />
                  Won: make them a customer with a site and a service plan.
                </p>
              ) : null}
              <Button variant={lead.status === 'won' ? 'primary' : 'outline'} onClick={() => setConverting(true)}>
                <UserCheck aria-hidden="true" />
                Convert to customer
              </Button>
            </div>
          ) : null}
          <Section title="Next step">
            <LeadWorkForm key={workFormKey(lead)} lead={lead} today={today} onSaved={onSaved} />
            {lead.status !== 'won' && lead.status !== 'lost' && lead.nextFollowUpDate < today ? (
              <p className="text-sm text-red-800">The follow-up was due {formatDate(lead.nextFollowUpDate)}.</p>
            ) : null}
          </Section>
          <Section title="Log an activity">
            <LogActivityForm leadId={lead.id} />
          </Section>
          <Section title="Recent activity">
            <LeadActivities leadId={lead.id} now={now} />
          </Section>
          <Section title="Score and journey">
            <LeadJourney leadId={lead.id} now={now} />
          </Section>
          {converting ? (
            <ConvertLeadDialog
              lead={lead}
              open
              onClose={() => setConverting(false)}
              onConverted={(conversion) => onSaved({ ...lead, status: 'won', convertedAt: conversion.convertedAt })}
              invitePanel={invitePanel}
            />
          ) : null}
        </SheetContent>
      ) : null}
    </Dialog>
  );
}
