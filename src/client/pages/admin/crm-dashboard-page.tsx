import { useState } from 'react';
import { Inbox, SearchX } from 'lucide-react';
import type { Lead } from '#shared/contracts/crm/leads.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatCount, minnesotaToday } from '../../lib/business-format.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AddLeadDialog } from '../../features/crm/add-lead-dialog.tsx';
import { CrmTiles } from '../../features/crm/crm-tiles.tsx';
import { LeadBoard } from '../../features/crm/lead-board.tsx';
import { LeadFilters } from '../../features/crm/lead-filters.tsx';
import { LeadPanel } from '../../features/crm/lead-panel.tsx';
import { LeadTable } from '../../features/crm/lead-table.tsx';
import { initialLeadFilters, leadQuery, LEADS_PAGE_SIZE, narrowed, type LeadFilterValues } from '../../features/crm/lead-view.ts';
import { LeadsByArrival } from '../../features/crm/leads-by-arrival.tsx';
import { PipelineByStatus } from '../../features/crm/pipeline-by-status.tsx';
import { useCrmSummary, useLeads } from '../../features/crm/use-crm.ts';
import { PasswordLinkPanel } from '../../features/users/password-link-panel.tsx';

function ListSkeleton() {
  return (
    <div className="grid gap-3 p-5" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 rounded-lg" />
      ))}
    </div>
  );
}

/** Whether the list shows what the screen opens on (open leads, first page), nothing the admin chose. */
const isInitialView = (filters: LeadFilterValues, page: number) =>
  page === 1 && filters.status === initialLeadFilters.status && filters.priority === initialLeadFilters.priority && filters.q.trim() === '';

/** /crm-dashboard: the pipeline's tiles, the leads as a list or a board, a lead's side panel, and where leads come from. */
export function Page() {
  const today = minnesotaToday();
  const [filters, setFilters] = useState<LeadFilterValues>(initialLeadFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Lead | null>(null);
  const q = useDebouncedValue(filters.q, 300);
  const leads = useLeads(leadQuery({ ...filters, q }, page));
  const summary = useCrmSummary();

  // The panel shows the lead as last read: the refreshed list's copy (after a change or a conversion) when it has one.
  const shown = selected ? (leads.data?.find((l) => l.id === selected.id) ?? selected) : null;

  const changeFilters = (next: LeadFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  let body;
  if (leads.isPending) body = <ListSkeleton />;
  else if (leads.isError && !leads.data)
    body = (
      <LoadError
        title="The leads could not be loaded"
        message={callErrorMessage(leads.error)}
        onRetry={() => void leads.refetch()}
        retrying={leads.isFetching}
      />
    );
  else if (filters.view === 'board') body = <LeadBoard leads={leads.data} summary={summary.data} onSelect={setSelected} />;
  else if (leads.data.length === 0)
    body =
      summary.data && summary.data.totalLeads > 0 && summary.data.openLeads === 0 && isInitialView(filters, page) ? (
        // The screen opens on the open leads: when every lead is decided that is no "mismatch" of the visitor's own.
        <StateMessage
          icon={<Inbox className="size-6" aria-hidden="true" />}
          title="No open leads"
          action={
            <Button variant="outline" onClick={() => changeFilters({ ...filters, status: 'all' })}>
              Show every lead
            </Button>
          }
        >
          {`All ${formatCount(summary.data.totalLeads)} ${summary.data.totalLeads === 1 ? 'lead has' : 'leads have'} been won or lost. New quote requests and bookings appear here as they arrive.`}
        </StateMessage>
      ) : summary.data?.totalLeads !== 0 && (narrowed(filters) || page > 1) ? (
        <StateMessage
          icon={<SearchX className="size-6" aria-hidden="true" />}
          title="No lead matches"
          action={
            <Button variant="outline" onClick={() => changeFilters({ ...filters, status: 'all', priority: 'all', q: '' })}>
              Show every lead
            </Button>
          }
        >
          No lead has this status, priority and search together.
        </StateMessage>
      ) : (
        <StateMessage icon={<Inbox className="size-6" aria-hidden="true" />} title="No leads yet">
          Quote requests from the website and visits booked on the scheduling page appear here as they arrive. Add one you met by hand with
          Add New Lead.
        </StateMessage>
      );
  else
    body = (
      <>
        <LeadTable leads={leads.data} today={today} selectedId={selected?.id ?? null} onSelect={setSelected} />
        {page > 1 || leads.data.length === LEADS_PAGE_SIZE ? (
          <nav className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5" aria-label="Lead list pages">
            <Button variant="outline" onClick={() => setPage(page - 1)} disabled={page === 1}>
              Newer
            </Button>
            <p className="text-sm text-slate-600">Page {page}</p>
            <Button variant="outline" onClick={() => setPage(page + 1)} disabled={leads.data.length < LEADS_PAGE_SIZE}>
              Older
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <PortalPage
      title="CRM Dashboard"
      description="Every lead from the website, the scheduling page and your own calls: work each one to a decision."
      actions={<AddLeadDialog today={today} onCreated={setSelected} />}
    >
      {summary.data ? (
        <CrmTiles summary={summary.data} />
      ) : summary.isError ? (
        <LoadError
          title="The summary could not be loaded"
          message={callErrorMessage(summary.error)}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      )}
      <Card className="overflow-hidden" role="region" aria-labelledby="leads-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
            Leads
          </h2>
          <LeadFilters value={filters} onChange={changeFilters} />
          {leads.isError && leads.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(leads.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={leads.isFetching || undefined}>{body}</div>
      </Card>
      {summary.data ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="min-w-0 p-4 sm:p-5" role="region" aria-labelledby="pipeline-heading">
            <h2 id="pipeline-heading" className="mb-3 text-lg font-semibold text-slate-900">
              Pipeline by status
            </h2>
            <PipelineByStatus summary={summary.data} />
          </Card>
          <Card className="min-w-0 p-4 sm:p-5" role="region" aria-labelledby="arrival-heading">
            <h2 id="arrival-heading" className="text-lg font-semibold text-slate-900">
              Leads by page of arrival
            </h2>
            <p className="mb-3 text-sm text-slate-600">Which pages, city pages above all, bring business.</p>
            <LeadsByArrival summary={summary.data} />
          </Card>
        </div>
      ) : null}
      <LeadPanel
        lead={shown}
        today={today}
        onClose={() => setSelected(null)}
        onSaved={setSelected}
        invitePanel={(link, email) => <PasswordLinkPanel link={link} email={email} />}
      />
    </PortalPage>
  );
}
