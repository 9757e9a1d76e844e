import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import type { PortalStatus } from '#shared/contracts/customers.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export const customerPath = (id: number) => `/admin/customers/${id}`;

/** The portal's state in a word or two, and its badge: only a working password is "success". */
export const portalBadge: Record<PortalStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Portal active', variant: 'success' },
  invited: { label: 'Invited', variant: 'info' },
  none: { label: 'No portal access', variant: 'secondary' },
  deactivated: { label: 'Deactivated', variant: 'outline' },
};

/** What the status means for the customer, in a sentence for the customer's page. */
export const portalMeaning: Record<PortalStatus, string> = {
  active: 'Signs in to the Client Portal with a password of their own.',
  invited: 'Has a set-password link that still works, and no password yet.',
  none: 'Has no password and no working set-password link: send one to open the Client Portal to them.',
  deactivated: 'The account is deactivated: it cannot sign in until it is activated again in User Management.',
};

export const invoiceBadge = {
  pending: 'secondary',
  overdue: 'warning',
  paid: 'success',
  void: 'outline',
} as const satisfies Record<string, BadgeVariant>;

const instant = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COMPANY_TIME_ZONE,
});

/** 'Nov 22, 2026, 9:30 AM' on Minnesota's clock (sign-ins and link expiries are instants). */
export const formatInstant = (iso: string) => instant.format(new Date(iso)).replace(/\u202f/g, ' ');
