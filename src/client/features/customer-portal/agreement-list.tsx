import { useState } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import type { CustomerReports } from '#shared/contracts/feedback.ts';
import { facilityTypeLabels, frequencyWords, type FacilityType } from '#shared/domain/quote.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { fileNameFrom } from '../../lib/api-download.ts';
import { formatDollars } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';

type Agreement = CustomerReports['agreements'][number];

/** 'Office Building' for 'office' (the quote's facility types); anything else as it came. */
const facilityName = (type: string) => facilityTypeLabels[type as FacilityType] ?? type;

/** The signed agreement, through the API client (it needs the sign-in token), saved under the server's file name. */
async function download(url: string, fallback: string) {
  const res = await apiRequest('GET', url);
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(await res.blob()),
    download: fileNameFrom(res.headers.get('content-disposition'), fallback),
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}

function SignedCopy({ agreement }: { agreement: Agreement }) {
  const [pending, setPending] = useState(false);
  const url = agreement.pdfUrl;
  async function start(from: string) {
    if (pending) return;
    setPending(true);
    try {
      await download(from, `Agreement-${agreement.reference}.pdf`);
    } catch (error) {
      toast({ title: 'PDF Not Downloaded', description: callErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 self-start"
      onClick={() => void start(url)}
      aria-disabled={pending || undefined}
    >
      {pending ? <LoaderCircle className="motion-safe:animate-spin" aria-hidden /> : <Download aria-hidden />}
      Signed agreement PDF<span className="sr-only"> for quote {agreement.reference}</span>
    </Button>
  );
}

/** The quotes the customer accepted online: what, who signed and when, and the SHA-256 of the exact agreement accepted. */
export function AgreementList({ agreements }: { agreements: readonly Agreement[] }) {
  return (
    <ul aria-label="Accepted agreements" className="divide-y divide-slate-200">
      {agreements.map((agreement) => (
        <li key={agreement.reference} className="grid gap-2 px-5 py-4">
          <h3 className="font-semibold text-slate-900">
            Service agreement, quote <span className="font-mono">{agreement.reference}</span>
          </h3>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">Accepted</dt>
              <dd className="text-slate-800">
                {formatMinnesotaTime(agreement.acceptedAt)} by {agreement.signerName}, {agreement.signerTitle}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Service</dt>
              <dd className="text-slate-800">
                {[
                  agreement.facilityType ? facilityName(agreement.facilityType) : null,
                  agreement.frequency ? frequencyWords(agreement.frequency) : null,
                ]
                  .filter(Boolean)
                  .join(', ') || 'As quoted'}{' '}
                · {formatDollars(agreement.monthlyPrice)}
                {agreement.frequency === 'One-time' ? ' for the visit' : ' a month'}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs text-slate-500">SHA-256 of the agreement accepted</dt>
              <dd className="font-mono text-xs break-all text-slate-700">{agreement.agreementSha256}</dd>
            </div>
          </dl>
          <SignedCopy agreement={agreement} />
        </li>
      ))}
    </ul>
  );
}
