import { useQuery } from '@tanstack/react-query';
import { customerReports } from '#shared/contracts/feedback.endpoints.ts';
import { apiQuery } from '../../lib/api-client.ts';
import { AgreementList } from './agreement-list.tsx';
import { InspectionsSection } from './inspection-reports.tsx';
import { PagedInvoiceList } from './invoice-list.tsx';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { newestInvoices } from './portal-summary.ts';

/**
 * The Reports tab (issue 13; the spec leaves it empty): the customer's documents in one place, the
 * inspection reports of their sites (issue 33), every invoice with its PDF and the service agreements
 * they accepted online.
 */
export function ReportsTab() {
  const reports = useQuery(apiQuery(customerReports));

  let invoices;
  let agreements;
  if (reports.isPending) {
    invoices = <ListSkeleton label="Loading your documents…" rows={3} />;
    agreements = <ListSkeleton label="Loading your agreements…" rows={1} />;
  } else if (reports.isError) {
    invoices = <ReadError title="Your documents could not be loaded" read={reports} />;
    agreements = <EmptyNote>Your agreements show here once your documents load.</EmptyNote>;
  } else {
    const all = newestInvoices(reports.data.invoices);
    invoices =
      all.length === 0 ? (
        <EmptyNote>No invoices yet. Each invoice's PDF is kept here once we issue it.</EmptyNote>
      ) : (
        <PagedInvoiceList invoices={all} label="Invoice PDFs" />
      );
    agreements =
      reports.data.agreements.length === 0 ? (
        <EmptyNote>No agreements accepted online. A quote you accept on our website is kept here with its fingerprint.</EmptyNote>
      ) : (
        <AgreementList agreements={reports.data.agreements} />
      );
  }

  return (
    <div className="grid gap-6">
      <InspectionsSection />
      <PortalSection title="Invoice PDFs" description="Every invoice, newest first, ready to download for your records.">
        {invoices}
      </PortalSection>
      <PortalSection
        title="Service agreements"
        description="Quotes you accepted online: who signed, when, and the SHA-256 fingerprint of the exact agreement."
      >
        {agreements}
      </PortalSection>
    </div>
  );
}
