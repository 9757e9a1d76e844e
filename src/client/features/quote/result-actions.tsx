import { Download, MailCheck } from 'lucide-react';
import { downloadAgreementPdf, downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ConsultationRequest } from './consultation-request.tsx';

/**
 * Where the link to accept online went (never the link: accepting proves control of the quote's
 * e-mail, decision 0033), PDF downloads (the server names the files) and the consultation request.
 */
export function ResultActions({ leadId, acceptLinkSentTo }: { leadId: string; acceptLinkSentTo?: string | undefined }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
      {acceptLinkSentTo ? (
        <p className="w-full text-sm text-slate-700">
          <MailCheck aria-hidden className="mr-1.5 inline size-4 align-[-0.125em] text-brand-700" />A link to accept online was e-mailed to{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">{acceptLinkSentTo}</strong>.
        </p>
      ) : null}
      <a href={endpointUrl(downloadQuotePdf, { params: { leadId } })} download className={buttonClasses({ variant: 'primary' })}>
        <Download aria-hidden />
        Download Quote PDF
      </a>
      <a href={endpointUrl(downloadAgreementPdf, { params: { leadId } })} download className={buttonClasses({ variant: 'outline' })}>
        <Download aria-hidden />
        Download Service Agreement
      </a>
      <ConsultationRequest leadId={leadId} />
    </div>
  );
}
