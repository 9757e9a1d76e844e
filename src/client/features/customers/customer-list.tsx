import { Link } from 'wouter';
import type { CustomerSummary } from '#shared/contracts/customers.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { TableScroller } from '../../components/ui/table-scroller.tsx';
import { formatCents } from '../../lib/business-format.ts';
import { customerPath, portalBadge } from './customer-format.ts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2.5 align-top';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Balance({ customer }: { customer: CustomerSummary }) {
  if (customer.balanceCents === 0) return <span className="text-slate-600">Nothing owed</span>;
  return (
    <>
      <span className="font-semibold text-slate-900">{formatCents(customer.balanceCents)}</span>
      {customer.overdueCents > 0 ? (
        <span className="block text-sm font-medium text-amber-800">{formatCents(customer.overdueCents)} overdue</span>
      ) : null}
    </>
  );
}

/** The customers: a table at a desk, cards on phones; each opens the customer's page. */
export function CustomerList({ customers }: { customers: CustomerSummary[] }) {
  return (
    <>
      <TableScroller label="Customers table" className="hidden lg:block">
        <table className="w-full min-w-[48rem] border-collapse text-sm">
          <caption className="sr-only">Customers with their sites, plans, balance and Client Portal access</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${th} pl-4`}>
                Customer
              </th>
              <th scope="col" className={th}>
                Contact
              </th>
              <th scope="col" className={`${th} text-right`}>
                Sites
              </th>
              <th scope="col" className={`${th} text-right`}>
                Balance
              </th>
              <th scope="col" className={`${th} pr-4`}>
                Portal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {customers.map((c) => (
              <tr key={c.id} className="hover:bg-slate-50/70">
                <td className={`${td} pl-4`}>
                  <Link href={customerPath(c.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {c.name}
                  </Link>
                  <p className="text-slate-600">{plural(c.activePlans, 'active plan', 'active plans')}</p>
                </td>
                <td className={`${td} [overflow-wrap:anywhere]`}>
                  {c.contactName ? <p className="text-slate-900">{c.contactName}</p> : null}
                  <p className="text-slate-700">{c.email}</p>
                  {c.phone ? <p className="text-slate-600">{c.phone}</p> : null}
                </td>
                <td className={`${td} text-right tabular-nums`}>{c.sites}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  <Balance customer={c} />
                </td>
                <td className={`${td} pr-4`}>
                  <Badge variant={portalBadge[c.portal.status].variant}>{portalBadge[c.portal.status].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Customers">
        {customers.map((c) => (
          <li key={c.id}>
            <Link href={customerPath(c.id)} className="grid gap-1 px-4 py-3 hover:bg-slate-50">
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="block font-semibold text-slate-900">{c.name}</span>
                  <span className="block text-sm text-slate-700">{c.email}</span>
                </span>
                <Badge variant={portalBadge[c.portal.status].variant}>{portalBadge[c.portal.status].label}</Badge>
              </span>
              <span className="text-sm text-slate-700">
                {plural(c.sites, 'site', 'sites')} · {plural(c.activePlans, 'active plan', 'active plans')}
              </span>
              <span className="text-sm tabular-nums">
                <Balance customer={c} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
