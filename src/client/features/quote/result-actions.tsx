import { Download } from 'lucide-react';
import { downloadAgreementPdf, downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ConsultationRequest } from './consultation-request.tsx';

/** PDF downloads (the server names the files) and the consultation request. */
export function ResultActions({ leadId }: { leadId: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
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
