import { Copy, FileText, Mail, Phone } from 'lucide-react';
import { downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { contactTopicLabels, type ContactMessage, type FormLead } from '#shared/contracts/contact.ts';
import { facilityTypeLabels } from '#shared/domain/quote.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { leadName, replyHref, telHref } from './forms-data.ts';

export type FormEntry = { kind: 'lead'; lead: FormLead } | { kind: 'contact'; contact: ContactMessage };

const sourceLabels: Record<string, string> = {
  calculator: 'Quote calculator',
  'instant-quote': 'Instant quote',
  'window-quote': 'Window cleaning',
  scheduling: 'Scheduling page',
  contact: 'Contact form',
};
export const sourceLabel = (source: string) => sourceLabels[source] ?? source;
export const facilityLabel = (type: string | null) =>
  type ? (facilityTypeLabels[type as keyof typeof facilityTypeLabels] ?? type) : 'Not given';
/** When a form came in, in Minnesota time (the date and the time of day). */
export const when = (iso: string) => formatMinnesotaTime(iso);

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast({ title: `${label} copied`, description: value });
  } catch {
    toast({ title: `Could not copy the ${label.toLowerCase()}`, description: 'Select it and copy it by hand.', variant: 'destructive' });
  }
}

function CopyRow({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="flex items-center justify-between gap-2 py-1">
      <div className="min-w-0">
        <dt className="text-xs font-medium text-slate-500">{label}</dt>
        <dd className="truncate text-sm text-slate-900">
          {href ? (
            <a href={href} className="text-brand-700 hover:underline">
              {value}
            </a>
          ) : (
            value
          )}
        </dd>
      </div>
      {value ? (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 shrink-0"
          onClick={() => void copy(label, value)}
          aria-label={`Copy ${label.toLowerCase()}`}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
      ) : null}
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-1">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

async function sendQuote(lead: FormLead) {
  try {
    // A bearer download: a staff member's open is not counted as the prospect's interest (decision 0020).
    await downloadFromApi(downloadQuotePdf, { params: { leadId: lead.id } }, `Quote-${lead.reference}.pdf`);
  } catch (error) {
    toast({ title: 'Could not open the quote', description: callErrorMessage(error), variant: 'destructive' });
  }
}

/** The detail dialog of one quote request or contact message, with copy, Send Quote, Call and Reply. */
export function FormDetailDialog({ entry, onClose }: { entry: FormEntry | null; onClose: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">{entry ? <Details entry={entry} /> : null}</DialogContent>
    </Dialog>
  );
}

function Details({ entry }: { entry: FormEntry }) {
  if (entry.kind === 'lead') {
    const { lead } = entry;
    return (
      <>
        <DialogHeader>
          <DialogTitle>{lead.companyName}</DialogTitle>
          <DialogDescription>
            Quote request {lead.reference} · {sourceLabel(lead.source)} · {when(lead.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-x-6 sm:grid-cols-2">
          <Field label="Name">{leadName(lead)}</Field>
          <Field label="Company">{lead.companyName}</Field>
          <CopyRow label="Email" value={lead.email} href={`mailto:${lead.email}`} />
          <CopyRow label="Phone" value={lead.phone} href={lead.phone ? telHref(lead.phone) : undefined} />
          <Field label="Facility type">{facilityLabel(lead.facilityType)}</Field>
          <Field label="Facility size">{lead.facilitySize ? `${lead.facilitySize.toLocaleString('en-US')} sq ft` : 'Not given'}</Field>
          <Field label="Estimate">{lead.hasQuote ? `$${lead.estimatedPrice.toLocaleString('en-US')} a month` : 'Not priced yet'}</Field>
          {lead.message ? (
            <div className="sm:col-span-2">
              <Field label="Message">{lead.message}</Field>
            </div>
          ) : null}
        </dl>
        <DialogFooter className="flex-wrap">
          <Button
            variant="outline"
            disabled={!lead.hasQuote}
            title={lead.hasQuote ? undefined : 'No price yet: this request has no quote to send'}
            onClick={() => void sendQuote(lead)}
          >
            <FileText aria-hidden="true" />
            Send Quote
          </Button>
          <Actions email={lead.email} phone={lead.phone} reference={lead.reference} />
        </DialogFooter>
      </>
    );
  }
  const { contact } = entry;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{contact.name}</DialogTitle>
        <DialogDescription>
          Contact message · {contactTopicLabels[contact.topic]} · {when(contact.createdAt)}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-x-6 sm:grid-cols-2">
        <Field label="Name">{contact.name}</Field>
        <Field label="Company">{contact.company ?? 'Not given'}</Field>
        <CopyRow label="Email" value={contact.email} href={`mailto:${contact.email}`} />
        <CopyRow label="Phone" value={contact.phone} href={telHref(contact.phone)} />
        {contact.leadReference ? <Field label="Lead">{contact.leadReference}</Field> : null}
        <div className="sm:col-span-2">
          <Field label="Message">{contact.message}</Field>
        </div>
      </dl>
      <DialogFooter className="flex-wrap">
        <Actions email={contact.email} phone={contact.phone} reference={contact.leadReference} />
      </DialogFooter>
    </>
  );
}

function Actions({ email, phone, reference }: { email: string; phone: string; reference: string | null }) {
  return (
    <>
      {phone ? (
        <a href={telHref(phone)} className={buttonClasses({ variant: 'outline' })}>
          <Phone aria-hidden="true" />
          Call
        </a>
      ) : null}
      <a href={replyHref(email, reference)} className={buttonClasses({ variant: 'primary' })}>
        <Mail aria-hidden="true" />
        Reply
      </a>
    </>
  );
}
