import { CalendarCheck, Download } from 'lucide-react';
import { downloadAgreementPdf, downloadQuotePdf } from '#shared/contracts/quote/quotes.endpoints.ts';
import { endpointUrl } from '../../lib/api-fetch.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';

/** PDF downloads (the server names the files) and the consultation request, which only confirms with a toast. */
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
      <Button
        variant="accent"
        onClick={() => toast({ title: 'Consultation Scheduled', description: 'Our team will contact you within 24 hours.' })}
      >
        <CalendarCheck aria-hidden />
        Schedule Free Consultation
      </Button>
    </div>
  );
}
