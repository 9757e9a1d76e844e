import { useState } from 'react';
import { Download } from 'lucide-react';
import { payrollQuerySchema } from '#shared/contracts/timesheets.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { messagesByField } from '../../lib/contract-form.ts';
import { useDownloadPayroll } from './use-timesheet-mutations.ts';
import { WeekPicker } from './week-picker.tsx';

/** The payroll CSV of the approved weeks from one week to another (employee, date, hours, miles, rate, pay). */
export function PayrollExport({ initialWeek }: { initialWeek: string }) {
  const [from, setFrom] = useState(initialWeek);
  const [to, setTo] = useState(initialWeek);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadPayroll();
  return (
    <Card role="region" aria-labelledby="payroll-heading" className="grid gap-4 p-4 sm:p-5">
      <div>
        <h2 id="payroll-heading" className="text-lg font-semibold text-slate-900">
          Payroll CSV
        </h2>
        <p className="text-sm text-slate-600">Approved weeks only, one row per employee and day. Downloading marks the weeks exported.</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <WeekPicker label="First week" week={from} onChange={setFrom} />
        <WeekPicker label="Last week" week={to} onChange={setTo} />
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <div>
        <Button
          aria-disabled={download.isPending || undefined}
          onClick={() => {
            if (download.isPending) return;
            const checked = payrollQuerySchema.safeParse({ from, to });
            if (!checked.success) {
              setProblem(Object.values(messagesByField(checked.error.issues))[0] ?? 'Choose the weeks again.');
              return;
            }
            setProblem(null);
            download.mutate(
              { from, to },
              {
                onSuccess: (name) => toast({ title: 'Payroll CSV downloaded', description: name }),
                onError: (error) => setProblem(callErrorMessage(error)),
              },
            );
          }}
          className="max-sm:w-full"
        >
          <Download aria-hidden="true" />
          {download.isPending ? 'Preparing the CSV…' : 'Download payroll CSV'}
        </Button>
      </div>
    </Card>
  );
}
