import { CircleAlert } from 'lucide-react';
import type { CustomerInvoice } from '#shared/contracts/billing.ts';
import { Badge, type BadgeVariant } from '../../components/ui/badge.tsx';

const labels: Record<CustomerInvoice['status'], string> = { pending: 'Pending', paid: 'Paid', overdue: 'Overdue' };

// Calm for pending and paid; overdue in amber, a warning to act on rather than an alarm (a word and an icon too, not colour alone).
const variants: Record<CustomerInvoice['status'], BadgeVariant> = { pending: 'outline', paid: 'success', overdue: 'warning' };

/** An invoice's status (spec §4: pending, paid, overdue). */
export function InvoiceStatusBadge({ status }: { status: CustomerInvoice['status'] }) {
  return (
    <Badge variant={variants[status]}>
      {status === 'overdue' ? <CircleAlert className="size-3.5" aria-hidden /> : null}
      {labels[status]}
    </Badge>
  );
}
