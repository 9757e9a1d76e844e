import { useState } from 'react';
import { Inbox } from 'lucide-react';
import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { sourceLabel, when, type FormEntry } from './form-details.tsx';
import { leadName, useFormsPage, VIEW_ALL_PAGE_SIZE, type FormKind } from './forms-data.ts';

const titles: Record<FormKind, string> = { leads: 'All quote requests', contacts: 'All contact messages' };

/** View All: every quote request or contact message, newest first, a page at a time; a row opens its details. */
export function ViewAllDialog({
  kind,
  onClose,
  onOpen,
}: {
  kind: FormKind | null;
  onClose: () => void;
  onOpen: (entry: FormEntry) => void;
}) {
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">{kind ? <AllRows kind={kind} onOpen={onOpen} /> : null}</DialogContent>
    </Dialog>
  );
}

function AllRows({ kind, onOpen }: { kind: FormKind; onOpen: (entry: FormEntry) => void }) {
  const [page, setPage] = useState(1);
  const query = useFormsPage(kind, page);
  const data = query.data;
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / VIEW_ALL_PAGE_SIZE));
  const first = (page - 1) * VIEW_ALL_PAGE_SIZE + 1;
  const last = Math.min(total, page * VIEW_ALL_PAGE_SIZE);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{titles[kind]}</DialogTitle>
        <DialogDescription>Newest first. Choose one to see its details.</DialogDescription>
      </DialogHeader>
      {query.isError && !data ? (
        <LoadError
          title="The list could not be loaded"
          message={callErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          Loading…
        </p>
      ) : data.items.length === 0 ? (
        <StateMessage
          icon={<Inbox className="size-6" aria-hidden="true" />}
          title={kind === 'leads' ? 'No quote requests yet' : 'No contact messages yet'}
        >
          {kind === 'leads'
            ? 'Requests from the quote forms and the scheduling page appear here.'
            : 'Messages sent from the About page appear here.'}
        </StateMessage>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {kind === 'leads'
              ? (data.items as FormLead[]).map((lead) => (
                  <Row
                    key={lead.id}
                    title={lead.companyName}
                    detail={`${leadName(lead)} · ${sourceLabel(lead.source)} · ${lead.reference}`}
                    at={lead.createdAt}
                    onClick={() => onOpen({ kind: 'lead', lead })}
                  />
                ))
              : (data.items as ContactMessage[]).map((contact) => (
                  <Row
                    key={contact.id}
                    title={contact.name}
                    detail={`${contact.company ?? contact.email} · ${contact.message}`}
                    at={contact.createdAt}
                    onClick={() => onOpen({ kind: 'contact', contact })}
                  />
                ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCount}
            summary={`Showing ${first}–${last} of ${total.toLocaleString('en-US')}`}
            onPageChange={setPage}
            label={`${titles[kind]} pages`}
          />
        </>
      )}
    </>
  );
}

function Row({ title, detail, at, onClick }: { title: string; detail: string; at: string; onClick: () => void }) {
  return (
    <li>
      <button type="button" onClick={onClick} className="flex min-h-11 w-full flex-col gap-0.5 px-4 py-2.5 text-left hover:bg-slate-50">
        <span className="flex w-full items-baseline justify-between gap-3">
          <span className="truncate font-medium text-slate-900">{title}</span>
          <span className="shrink-0 text-xs text-slate-500">{when(at)}</span>
        </span>
        <span className="truncate text-sm text-slate-600">{detail}</span>
      </button>
    </li>
  );
}
