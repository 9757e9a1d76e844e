import { useMemo, useState } from 'react';
import { Receipt } from 'lucide-react';
import { adminInvoiceStatuses, type AdminInvoiceStatus, type Invoice } from '#shared/contracts/billing.ts';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { EmptyList, ListStates, RefreshFailed } from '../../components/ui/list-states.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatMonth, minnesotaToday, recentMonths } from '../../lib/business-format.ts';
import { customerOptions, useCustomers } from '../../lib/directory.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { MarkPaidDialog, VoidInvoiceDialog } from '../../features/billing/invoice-actions.tsx';
import { invoiceStatusLabels } from '../../features/billing/invoice-format.ts';
import { InvoiceList, sortInvoices, type InvoiceSort, type InvoiceSortKey } from '../../features/billing/invoice-list.tsx';
import { IssueInvoicesPanel } from '../../features/billing/issue-invoices-panel.tsx';
import { useInvoiceList } from '../../features/billing/use-invoices.ts';

type StatusFilter = AdminInvoiceStatus | 'all';
const statusOptions: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...adminInvoiceStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
];

/** /admin/invoices: issue a month's invoices (with progress and the result), then follow them: filters, PDF, mark paid, void. */
export function Page() {
  const today = minnesotaToday();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [customerId, setCustomerId] = useState('all');
  const [month, setMonth] = useState('all');
  const [sort, setSort] = useState<InvoiceSort>({ key: 'number', direction: 'descending' });
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const customers = useCustomers();
  const list = useInvoiceList({
    status: status === 'all' ? undefined : status,
    customerId: customerId === 'all' ? undefined : Number(customerId),
    month: month === 'all' ? undefined : month,
  });
  const { first } = list;
  const sorted = useMemo(() => sortInvoices(list.items, sort), [list.items, sort]);
  const filtered = status !== 'all' || customerId !== 'all' || month !== 'all';
  const monthOptions = [
    { value: 'all', label: 'All months' },
    ...recentMonths(today, 24).map((m) => ({ value: m, label: formatMonth(m) })),
  ];

  return (
    <PortalPage
      title="Invoices"
      description="A month's invoices for plans and one-off visits, their PDFs and payments. Overdue: pending past the due date."
    >
      <IssueInvoicesPanel
        today={today}
        onIssued={(result) => {
          if (result.created > 0) {
            setMonth(result.month);
            setStatus('all');
          }
        }}
      />
      <Card className="overflow-hidden" role="region" aria-labelledby="invoices-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
              Invoices
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {first.data ? `${list.items.length}${list.hasMore ? '+' : ''} shown` : null}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-3" role="search" aria-label="Filter invoices">
            <Field label="Status">
              <NativeSelect options={statusOptions} value={status} onValueChange={setStatus} />
            </Field>
            <Field label="Customer">
              <NativeSelect
                options={[{ value: 'all', label: 'All customers' }, ...customerOptions(customers.data)]}
                value={customerId}
                onValueChange={setCustomerId}
              />
            </Field>
            <Field label="Month billed">
              <NativeSelect options={monthOptions} value={month} onValueChange={setMonth} />
            </Field>
          </div>
          <RefreshFailed read={first} />
        </div>
        <ListStates
          read={first}
          failedTitle="The invoices could not be loaded"
          rowClassName="h-12"
          isEmpty={sorted.length === 0}
          empty={
            <EmptyList
              icon={<Receipt className="size-6" aria-hidden="true" />}
              title={filtered ? 'No invoice matches' : 'No invoices yet'}
              filtered={filtered}
              onClear={() => {
                setStatus('all');
                setCustomerId('all');
                setMonth('all');
              }}
            >
              {filtered
                ? 'No invoice has the status, customer and month chosen.'
                : 'Issue a month’s invoices above: active plans and completed one-off visits.'}
            </EmptyList>
          }
        >
          <InvoiceList
            invoices={sorted}
            sort={sort}
            onSort={(key: InvoiceSortKey) =>
              setSort((current) =>
                current.key === key
                  ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
                  : { key, direction: 'ascending' },
              )
            }
            onMarkPaid={setPaying}
            onVoid={setVoiding}
          />
          <LoadMore pages={list} failed="More invoices could not be loaded." />
        </ListStates>
      </Card>
      <MarkPaidDialog invoice={paying} today={today} onClose={() => setPaying(null)} />
      <VoidInvoiceDialog invoice={voiding} onClose={() => setVoiding(null)} />
    </PortalPage>
  );
}
