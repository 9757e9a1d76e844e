import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BarChart3, CalendarRange, Download, FileText, LoaderCircle, Target, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { getAdminReport } from '#shared/contracts/reports.endpoints.ts';
import { reportFileName, type ReportKind } from '#shared/contracts/reports.ts';
import { REPORT_MONTHS_BACK } from '#shared/domain/dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { downloadFromApi } from '../../lib/api-download.ts';
import { formatMonth, minnesotaToday, recentMonths } from '../../lib/business-format.ts';

const reports: readonly { kind: ReportKind; title: string; text: string; icon: LucideIcon }[] = [
  {
    kind: 'financial',
    title: 'Financial Report',
    text: 'Revenue paid per week, invoiced, outstanding and overdue, days to pay and top customers.',
    icon: TrendingUp,
  },
  {
    kind: 'user-activity',
    title: 'User Activity Report',
    text: 'Accounts by role, sign-ins and hours worked per employee.',
    icon: Users,
  },
  {
    kind: 'job-performance',
    title: 'Job Performance Report',
    text: 'Status mix, completion, on-time arrival, ratings, problems and hours worked against scheduled.',
    icon: BarChart3,
  },
  {
    kind: 'schedule-analysis',
    title: 'Schedule Analysis Report',
    text: 'Bookings by weekday, hour and source; unassigned jobs, cancellations and the next 14 days.',
    icon: CalendarRange,
  },
  {
    kind: 'lead-analytics',
    title: 'Lead Analytics Report',
    text: 'Leads by source, status and week; lost reasons, time to first contact and arrival pages.',
    icon: Target,
  },
  {
    kind: 'performance-review',
    title: 'Performance Review Report',
    text: 'Per employee: jobs, hours, on-time arrival, ratings and problems.',
    icon: FileText,
  },
];

/** Reports (spec §2): six monthly reports, each downloaded as JSON by its Generate button. */
export function ReportsTab({ now = new Date() }: { now?: Date }) {
  const months = recentMonths(minnesotaToday(now), REPORT_MONTHS_BACK + 1);
  const [month, setMonth] = useState(months[0]!);
  const monthId = useId();
  const generate = useMutation({
    mutationFn: (kind: ReportKind) =>
      downloadFromApi(getAdminReport, { params: { report: kind }, query: { period: 'month', month } }, reportFileName(kind, month)),
    onSuccess: (name) => toast({ title: 'Report generated', description: `${name} was downloaded.` }),
    onError: () => toast({ title: 'Error', description: 'Failed to generate report. Please try again.', variant: 'destructive' }),
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Reports</h2>
          <p className="text-sm text-slate-600">Monthly figures as a JSON file; this month runs to now.</p>
        </div>
        <div>
          <label htmlFor={monthId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Month
          </label>
          <NativeSelect
            id={monthId}
            className="w-full sm:w-52"
            options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
            value={month}
            onValueChange={setMonth}
          />
        </div>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0">
        {reports.map(({ kind, title, text, icon: Icon }) => {
          const busy = generate.isPending && generate.variables === kind;
          return (
            <li key={kind}>
              <Card className="h-full gap-3 p-4 sm:p-5">
                <div className="flex items-center gap-3">
                  <span
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                    aria-hidden="true"
                  >
                    <Icon className="size-5" />
                  </span>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                </div>
                <p className="flex-1 text-sm text-slate-600">{text}</p>
                <Button
                  variant="outline"
                  onClick={() => generate.mutate(kind)}
                  disabled={busy}
                  aria-label={`Generate ${title}, ${formatMonth(month)}`}
                >
                  {busy ? (
                    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  ) : (
                    <Download aria-hidden="true" />
                  )}
                  Generate
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
