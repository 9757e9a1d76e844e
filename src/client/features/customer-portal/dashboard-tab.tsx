import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { listCustomerInvoices } from '#shared/contracts/billing.endpoints.ts';
import { listCustomerBookings } from '#shared/contracts/operations.endpoints.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/business-format.ts';
import { customerTabHref, type CustomerTab } from './customer-tabs.ts';
import { InvoiceList } from './invoice-list.tsx';
import { LiveVisitsCard } from './live-visits.tsx';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { dashboardUpcoming, outstandingBalance, recentInvoices } from './portal-summary.ts';
import { ServiceFigures } from './service-figures.tsx';
import { VisitSummary } from './visit-summary.tsx';

function TabLink({ tab, children }: { tab: CustomerTab; children: ReactNode }) {
  return (
    <Link href={customerTabHref(tab)} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11' })}>
      {children}
      <ArrowRight aria-hidden />
    </Link>
  );
}

function BalanceCard() {
  const invoices = useQuery(apiQuery(listCustomerInvoices));
  let body;
  if (invoices.isPending)
    body = (
      <div className="grid gap-2 p-5" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your balance…
        </span>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-4 w-56" />
      </div>
    );
  else if (invoices.isError) body = <ReadError title="Your balance could not be loaded" read={invoices} />;
  else {
    const balance = outstandingBalance(invoices.data);
    body = (
      <div className="grid gap-2 p-5">
        <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">{formatDollars(balance.amount)}</p>
        {balance.openCount === 0 ? (
          <p className="flex items-center gap-2 text-sm text-emerald-800">
            <CircleCheck className="size-4 shrink-0" aria-hidden />
            {invoices.data.length === 0 ? 'No invoices yet: nothing is owed.' : 'All paid up. Thank you!'}
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            {balance.openCount === 1 ? '1 open invoice' : `${balance.openCount} open invoices`}
            {balance.overdueCount > 0 ? (
              <span className="mt-1 flex items-center gap-2 font-medium text-amber-900">
                <CircleAlert className="size-4 shrink-0" aria-hidden />
                {formatDollars(balance.overdueAmount)} of it is overdue
              </span>
            ) : null}
          </p>
        )}
      </div>
    );
  }
  return (
    <PortalSection title="Outstanding balance" description="Pending and overdue invoices.">
      {body}
      <div className="border-t border-slate-200 px-3 py-1">
        <TabLink tab="billing">See all invoices</TabLink>
      </div>
    </PortalSection>
  );
}

function UpcomingServices({ now }: { now: Date }) {
  const bookings = useQuery(apiQuery(listCustomerBookings));
  let body;
  if (bookings.isPending) body = <ListSkeleton label="Loading your upcoming services…" />;
  else if (bookings.isError) body = <ReadError title="Your services could not be loaded" read={bookings} />;
  else {
    const upcoming = dashboardUpcoming(bookings.data, now);
    body =
      upcoming.length === 0 ? (
        <EmptyNote>No visits are scheduled yet. Once your service plan starts, your next visits and their team show here.</EmptyNote>
      ) : (
        <ul aria-label="Upcoming services" className="divide-y divide-slate-200">
          {upcoming.map((visit) => (
            <li key={visit.id} className="px-5 py-4">
              <VisitSummary visit={visit} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <PortalSection
      title="Upcoming services"
      description="Your next confirmed visits."
      action={<TabLink tab="services">All services</TabLink>}
    >
      {body}
    </PortalSection>
  );
}

function RecentInvoices() {
  const invoices = useQuery(apiQuery(listCustomerInvoices));
  let body;
  if (invoices.isPending) body = <ListSkeleton label="Loading your recent invoices…" />;
  else if (invoices.isError) body = <ReadError title="Your invoices could not be loaded" read={invoices} />;
  else {
    const recent = recentInvoices(invoices.data);
    body =
      recent.length === 0 ? (
        <EmptyNote>No invoices yet. Each invoice shows here once we issue it, with its PDF.</EmptyNote>
      ) : (
        <InvoiceList invoices={recent} label="Recent invoices" />
      );
  }
  return (
    <PortalSection title="Recent invoices" description="Your latest invoices." action={<TabLink tab="billing">All invoices</TabLink>}>
      {body}
    </PortalSection>
  );
}

/**
 * The Dashboard tab (spec §2): today's visits as they happen (on a day with one, issue 33), profile,
 * outstanding balance, the next 3 services, the last 3 invoices, the figures (measured where there is data).
 */
export function DashboardTab({ profile, now }: { profile: ReactNode; now: Date }) {
  return (
    <div className="grid gap-6">
      <LiveVisitsCard />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">{profile}</div>
        <BalanceCard />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <UpcomingServices now={now} />
        <RecentInvoices />
      </div>
      <ServiceFigures />
    </div>
  );
}
