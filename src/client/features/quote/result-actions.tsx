import { Download } from 'lucide-react';
import { downloadAgreementPdf, downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ConsultationRequest } from './consultation-request.tsx';

/**
 * The acceptance page's address on this site: the path of the result's `acceptUrl` (the server writes it
 * with its configured site URL; the visitor stays on the host they are on). None for a result without one.
 */
export function acceptHref(acceptUrl: string | undefined): string | undefined {
  if (!acceptUrl) return undefined;
  try {
    return new URL(acceptUrl, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** Accept online (a plain link: nothing added to the island's script), PDF downloads (the server names the files) and the consultation request. */
export function ResultActions({ leadId, acceptUrl }: { leadId: string; acceptUrl?: string | undefined }) {
  const accept = acceptHref(acceptUrl);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
      {accept ? (
        <a href={accept} className={buttonClasses({ variant: 'accent' })}>
          Accept online
        </a>
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
