import { useState } from 'react';
import { Search, Users } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { CustomerList } from '../../features/customers/customer-list.tsx';
import { useCustomers } from '../../features/customers/use-customers.ts';

/** One search a pause in typing, not one a key. */
const SEARCH_DEBOUNCE_MS = 250;

/** /admin/customers: every customer with sites, balance and Client Portal access; search by name or e-mail. */
export function Page() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(q);

  let body;
  if (customers.isPending)
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-lg" />
        ))}
      </div>
    );
  else if (customers.isError && !customers.data)
    body = (
      <LoadError
        title="The customers could not be loaded"
        message={callErrorMessage(customers.error)}
        onRetry={() => void customers.refetch()}
        retrying={customers.isFetching}
      />
    );
  else if (customers.data.customers.length === 0)
    body = (
      <StateMessage icon={<Users className="size-6" aria-hidden="true" />} title={q ? 'No customer matches' : 'No customers yet'}>
        {q ? `No customer's name or e-mail holds “${q}”.` : 'Customers appear here when a lead becomes a customer.'}
      </StateMessage>
    );
  else body = <CustomerList customers={customers.data.customers} />;

  const count = customers.data?.customers.length;
  return (
    <PortalPage title="Customers" description="Each customer's sites, plans, what they owe, and whether they can use the Client Portal.">
      <Card className="overflow-hidden" role="region" aria-labelledby="customers-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="customers-heading" className="text-lg font-semibold text-slate-900">
              All customers
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {count === undefined ? null : `${count} ${count === 1 ? 'customer' : 'customers'}`}
            </p>
          </div>
          <div className="relative max-w-md">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search customers"
              placeholder="Search by company, name or e-mail"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          {customers.isError && customers.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(customers.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={customers.isFetching || undefined}>{body}</div>
      </Card>
    </PortalPage>
  );
}
