import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { downloadDataExport } from '#shared/contracts/data-export.endpoints.ts';
import type { DataExportName } from '#shared/contracts/data-export.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { minnesotaToday } from '../../lib/business-format.ts';

interface ExportFile {
  name: DataExportName;
  title: string;
  description: string;
}

// A Record first, so a name added to the contract without a button here does not type-check.
const fileInfo: Record<DataExportName, Omit<ExportFile, 'name'>> = {
  customers: { title: 'Customers', description: 'Names, company, e-mail, phone, billing details and sites.' },
  leads: { title: 'Leads', description: 'Every quote request and lead: contact, status, priority, estimate, follow-up.' },
  bookings: { title: 'Bookings', description: 'Every visit: when, where, for whom, its crew, status and price.' },
  invoices: { title: 'Invoices', description: 'Numbers, dates, who was billed, amounts and payments.' },
  'time-entries': { title: 'Time entries', description: 'Each employee’s clock-ins and outs, hours, visit and week status.' },
};
const files: ExportFile[] = Object.entries(fileInfo).map(([name, info]) => ({ name: name as DataExportName, ...info }));

/**
 * The company's records as CSV files (decision 0030), one download each. The server writes the file
 * (a table can be years long), and it is fetched through the API client because a plain link
 * cannot carry the bearer session.
 */
export function DataExport() {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2">
      {files.map((file) => (
        <ExportRow key={file.name} file={file} />
      ))}
    </ul>
  );
}

function ExportRow({ file }: { file: ExportFile }) {
  const download = useMutation({
    mutationFn: () =>
      downloadFromApi(downloadDataExport, { params: { dataset: `${file.name}.csv` } }, `${file.name}-${minnesotaToday()}.csv`),
    onSuccess: (name) => toast({ title: `${file.title} downloaded`, description: name }),
    onError: (error) =>
      toast({ title: `${file.title} could not be downloaded`, description: callErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">{file.title}</h3>
        <p className="text-sm text-slate-600">{file.description}</p>
      </div>
      <Button
        variant="outline"
        aria-disabled={download.isPending || undefined}
        onClick={() => {
          if (!download.isPending) download.mutate();
        }}
        className="mt-auto w-full whitespace-normal sm:w-auto sm:self-start"
      >
        <Download aria-hidden="true" />
        {download.isPending ? `Preparing ${file.name}.csv…` : `Download ${file.name}.csv`}
      </Button>
    </li>
  );
}
