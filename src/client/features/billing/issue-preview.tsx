import type { ReactNode } from 'react';
import type { IssuePreview, IssuePreviewInvoice } from '#shared/contracts/billing.ts';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { formatCents, formatDate, formatMonth } from '../../lib/business-format.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Acme Dental (Ada Berg)', or the name alone. */
function customerLabel(invoice: IssuePreviewInvoice): string {
  return invoice.customer.companyName ? `${invoice.customer.companyName} (${invoice.customer.name})` : invoice.customer.name;
}

/** 'Plan month' or '2 one-off visits'. */
function kindLabel(invoice: IssuePreviewInvoice): string {
  return invoice.kind === 'plan' ? 'Plan month' : plural(invoice.visits, 'one-off visit', 'one-off visits');
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * What the run would issue, from the server's dry run (decision 0040): each invoice with its customer
 * and amount, the count and total, and what is left out. `actions` holds the confirm and cancel buttons.
 */
export function IssuePreviewCard({ preview, actions }: { preview: IssuePreview; actions: ReactNode }) {
  const month = formatMonth(preview.month);
  const headingId = `issue-preview-${preview.month}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-300 bg-slate-50/60 p-3 sm:p-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Invoices to issue for {month}
        </h3>
        {preview.count === 0 ? (
          <p className="text-sm text-slate-700">Nothing to issue for {month}: everything billable already has its invoice.</p>
        ) : (
          <p className="text-sm text-slate-700">
            <strong className="font-semibold text-slate-900">
              {plural(preview.count, 'invoice', 'invoices')}, {formatCents(preview.totalCents)} in all.
            </strong>{' '}
            Dated {formatDate(preview.issueDate)}, due {formatDate(preview.dueDate)}. Nothing is issued until you confirm.
          </p>
        )}
      </div>

      {preview.count > 0 ? (
        <>
          <TableScroller label="Invoices to issue" className="hidden rounded-md border border-slate-200 bg-white sm:block">
            <table className="w-full min-w-[36rem] border-collapse text-sm">
              <caption className="sr-only">Invoices to issue for {month}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={`${th} pl-4`}>
                    Customer
                  </th>
                  <th scope="col" className={th}>
                    For
                  </th>
                  <th scope="col" className={`${th} pr-4 text-right`}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.invoices.map((invoice, i) => (
                  <tr key={i}>
                    <td className="px-3 py-2 pl-4 align-top font-medium text-slate-900">{customerLabel(invoice)}</td>
                    <td className="px-3 py-2 align-top text-slate-700">
                      {invoice.description}
                      <span className="block text-xs text-slate-600">{kindLabel(invoice)}</span>
                    </td>
                    <td className="px-3 py-2 pr-4 text-right align-top tabular-nums">{formatCents(invoice.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-slate-300 font-semibold">
                <tr>
                  <th scope="row" colSpan={2} className="px-3 py-2 pl-4 text-left">
                    Total, {plural(preview.count, 'invoice', 'invoices')}
                  </th>
                  <td className="px-3 py-2 pr-4 text-right tabular-nums">{formatCents(preview.totalCents)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroller>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white sm:hidden" aria-label="Invoices to issue">
            {preview.invoices.map((invoice, i) => (
              <li key={i} className="grid gap-0.5 px-3 py-2 text-sm">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">{customerLabel(invoice)}</span>
                  <span className="font-semibold tabular-nums">{formatCents(invoice.amountCents)}</span>
                </span>
                <span className="text-slate-700">{invoice.description}</span>
              </li>
            ))}
            <li className="flex justify-between px-3 py-2 text-sm font-semibold">
              <span>Total, {plural(preview.count, 'invoice', 'invoices')}</span>
              <span className="tabular-nums">{formatCents(preview.totalCents)}</span>
            </li>
          </ul>
        </>
      ) : null}

      {preview.skipped > 0 || preview.unpriced > 0 ? (
        <ul className="grid gap-1 text-sm text-slate-700">
          {preview.skipped > 0 ? (
            <li>
              {preview.skipped === 1
                ? '1 plan month already has its invoice and stays as it is.'
                : `${preview.skipped} plan months already have their invoices and stay as they are.`}
            </li>
          ) : null}
          {preview.unpriced > 0 ? (
            <li className="font-medium text-amber-900">
              {plural(preview.unpriced, 'completed one-off visit has', 'completed one-off visits have')} no price and will not be billed:
              give {preview.unpriced === 1 ? 'it' : 'them'} a price first, or issue {preview.unpriced === 1 ? 'it' : 'them'} with a later
              run.
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
    </section>
  );
}
