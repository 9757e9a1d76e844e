import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import {
  CustomerContactsCard,
  CustomerFigures,
  CustomerInvoicesCard,
  CustomerPlansCard,
  CustomerPortalCard,
  CustomerSitesCard,
} from '../../features/customers/customer-detail.tsx';
import { useCustomer } from '../../features/customers/use-customers.ts';
import { PasswordLinkPanel } from '../../features/users/password-link-panel.tsx';

/** /admin/customers/:id: the company, contacts, sites, plans, invoices, balance and Client Portal access. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const customer = useCustomer(id);

  let content;
  if (customer.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  else if (customer.isError)
    content = (
      <Card>
        <LoadError
          title="The customer could not be loaded"
          message={callErrorMessage(customer.error)}
          onRetry={() => void customer.refetch()}
          retrying={customer.isFetching}
        />
      </Card>
    );
  else {
    const detail = customer.data;
    content = (
      <div className="grid gap-5 [&>*]:min-w-0">
        <CustomerFigures detail={detail} />
        <div className="grid gap-5 lg:grid-cols-2 [&>*]:min-w-0">
          <CustomerContactsCard detail={detail} />
          <CustomerPortalCard detail={detail} linkPanel={(link, email) => <PasswordLinkPanel link={link} email={email} />} />
          <CustomerSitesCard detail={detail} />
          <CustomerPlansCard detail={detail} />
        </div>
        <CustomerInvoicesCard detail={detail} />
      </div>
    );
  }

  return (
    <PortalPage
      title={customer.data ? customer.data.customer.name : 'Customer'}
      description={customer.data?.customer.isActive === false ? 'This account is deactivated.' : undefined}
      actions={
        <Link href="/admin/customers" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          All customers
        </Link>
      }
    >
      {content}
    </PortalPage>
  );
}
