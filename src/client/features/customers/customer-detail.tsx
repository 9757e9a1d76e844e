import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { KeyRound } from 'lucide-react';
import type { CustomerDetail } from '#shared/contracts/customers.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { formatCents, formatDate } from '../../lib/business-format.ts';
import { formatInstant, invoiceBadge, portalBadge, portalMeaning } from './customer-format.ts';
import { useSendPortalLink } from './use-customers.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}

/** The figures at the top of a customer's page: what is owed, and how much of it is late. */
export function CustomerFigures({ detail }: { detail: CustomerDetail }) {
  const { balance } = detail;
  const active = detail.plans.filter((p) => p.status === 'active');
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="This customer's figures">
      <Figure
        label="Balance"
        value={formatCents(balance.balanceCents)}
        note={plural(balance.unpaidInvoices, 'unpaid invoice', 'unpaid invoices')}
      />
      <Figure label="Overdue" value={formatCents(balance.overdueCents)} note="Unpaid past the due date" />
      <Figure
        label="Sites"
        value={String(detail.sites.length)}
        note={plural(detail.sites.filter((s) => s.isActive).length, 'active', 'active')}
      />
      <Figure
        label="Monthly plans"
        value={formatCents(active.reduce((sum, p) => sum + p.monthlyPriceCents, 0))}
        note={plural(active.length, 'active plan', 'active plans')}
      />
    </dl>
  );
}

/** The account's person and, when invoices go elsewhere, the billing contact. */
export function CustomerContactsCard({ detail }: { detail: CustomerDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contacts</CardTitle>
        <CardDescription>
          {detail.customer.companyName ?? 'A customer without a company name'} · customer since{' '}
          {formatDate(detail.customer.createdAt.slice(0, 10))}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className={`grid gap-3 text-sm ${detail.contacts.length > 1 ? 'sm:grid-cols-2' : ''}`}>
          {detail.contacts.map((c) => (
            <li key={c.kind} className="grid gap-0.5 rounded-lg border border-slate-200 p-3 [overflow-wrap:anywhere]">
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {c.kind === 'account' ? 'Account' : 'Invoices go to'}
              </span>
              {c.name ? <span className="font-medium text-slate-900">{c.name}</span> : null}
              {c.email ? (
                <a href={`mailto:${c.email}`} className="text-brand-800 hover:underline">
                  {c.email}
                </a>
              ) : null}
              {c.phone ? (
                <a href={`tel:${c.phone}`} className="text-brand-800 hover:underline">
                  {c.phone}
                </a>
              ) : null}
              {c.address ? <span className="whitespace-pre-line text-slate-700">{c.address}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The customer's sites, each opening its page (margin, visits, re-price). */
export function CustomerSitesCard({ detail }: { detail: CustomerDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sites</CardTitle>
      </CardHeader>
      <CardContent>
        {detail.sites.length === 0 ? (
          <p className="text-sm text-slate-600">No site yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {detail.sites.map((s) => (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <Link href={`/admin/sites/${s.id}`} className="font-medium text-brand-800 hover:underline">
                    {s.name}
                  </Link>
                  <span className="block text-slate-600">{s.address}</span>
                </span>
                {s.isActive ? null : <Badge variant="outline">Inactive</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Plans at the price in force this month (an accepted raise included). */
export function CustomerPlansCard({ detail }: { detail: CustomerDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Service plans</CardTitle>
        <CardDescription>Monthly prices as billed this month.</CardDescription>
      </CardHeader>
      <CardContent>
        {detail.plans.length === 0 ? (
          <p className="text-sm text-slate-600">No service plan yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {detail.plans.map((p) => (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0">
                  <Link href={`/admin/service-plans/${p.id}`} className="font-medium text-brand-800 hover:underline">
                    {p.frequency} plan #{p.id}
                  </Link>
                  <span className="block text-slate-600">
                    {p.siteName} · from {formatDate(p.startsOn)}
                    {p.endsOn ? ` to ${formatDate(p.endsOn)}` : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{formatCents(p.monthlyPriceCents)}</span>
                  <Badge variant={p.status === 'active' ? 'success' : 'secondary'}>{p.status}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function CustomerInvoicesCard({ detail }: { detail: CustomerDetail }) {
  const { balance } = detail;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invoices</CardTitle>
        <CardDescription>
          Balance {formatCents(balance.balanceCents)} ({plural(balance.unpaidInvoices, 'unpaid invoice', 'unpaid invoices')}).
          {detail.invoiceCount > detail.invoices.length ? ` The newest ${detail.invoices.length} of ${detail.invoiceCount}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {detail.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">No invoice yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {detail.invoices.map((i) => (
              <li key={i.id} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[9rem_1fr_auto_auto]">
                <Link href={`/admin/invoices/${i.id}`} className="font-medium text-brand-800 hover:underline">
                  {i.invoiceNumber}
                </Link>
                <span className="text-right text-slate-600 sm:order-none sm:text-left">Due {formatDate(i.dueDate)}</span>
                <span className={`tabular-nums sm:text-right ${i.status === 'void' ? 'text-slate-500 line-through' : ''}`}>
                  {formatCents(i.amountCents)}
                </span>
                <span className="text-right">
                  <Badge variant={invoiceBadge[i.status]}>{i.status}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A link shown once after it is made (user management's panel, handed in by the page). */
export type LinkPanel = (link: PasswordLink, email: string) => ReactNode;

/** Whether the customer can use the Client Portal, and the way to send them a set-password link. */
export function CustomerPortalCard({ detail, linkPanel }: { detail: CustomerDetail; linkPanel: LinkPanel }) {
  const send = useSendPortalLink(detail.customer.id);
  const { portal } = detail;
  const email = detail.contacts.find((c) => c.kind === 'account')?.email ?? '';
  const canSend = portal.status !== 'deactivated';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle as="h2">Client Portal</CardTitle>
          <CardDescription>
            User name <span className="font-medium text-slate-800">{portal.username}</span> · last sign-in{' '}
            {portal.lastLoginAt ? formatInstant(portal.lastLoginAt) : 'never'}
          </CardDescription>
        </div>
        <Badge variant={portalBadge[portal.status].variant}>{portalBadge[portal.status].label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-slate-700">
          {portalMeaning[portal.status]}
          {portal.status === 'invited' && portal.linkExpiresAt ? ` It works until ${formatInstant(portal.linkExpiresAt)}.` : ''}
        </p>
        {send.data ? (
          linkPanel(send.data, email)
        ) : canSend ? (
          <div className="grid gap-2">
            <Button variant="outline" className="justify-self-start" disabled={send.isPending} onClick={() => send.mutate()}>
              <KeyRound aria-hidden="true" />
              {send.isPending ? 'Making the link…' : portal.status === 'active' ? 'Send a password reset link' : 'Send a set-password link'}
            </Button>
            <p className="text-slate-600">A new link replaces any earlier one that was not used.</p>
          </div>
        ) : null}
        {send.isError ? (
          <p role="alert" className="text-red-700">
            The link could not be made: {callErrorMessage(send.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
