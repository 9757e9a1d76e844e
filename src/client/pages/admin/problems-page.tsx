import { useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import type { ProblemStatus } from '#shared/contracts/feedback.ts';
import { Card } from '../../components/ui/card.tsx';
import { FilterToggleGroup } from '../../components/ui/filter-toggle-group.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { ProblemList } from '../../features/feedback/problem-list.tsx';
import { useProblems } from '../../features/feedback/use-problems.ts';

type Shown = ProblemStatus | 'all';
const options: ReadonlyArray<{ value: Shown; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

const emptyText: Record<Shown, { title: string; text: string }> = {
  open: { title: 'No open problems', text: 'When a customer reports a problem with a visit, it appears here and the company is e-mailed.' },
  resolved: { title: 'Nothing resolved yet', text: 'Problems you resolve are kept here with their resolution.' },
  all: { title: 'No problems reported', text: 'Customers report problems with a visit from their portal; each appears here.' },
};

/** /admin/problems: what customers reported about their visits, open first, to call back and resolve. */
export function Page() {
  const [shown, setShown] = useState<Shown>('open');
  const problems = useProblems(shown);

  let body;
  if (problems.isPending)
    body = (
      <div className="grid gap-3 p-4 sm:p-5" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-lg" />
        ))}
      </div>
    );
  else if (problems.isError && !problems.data)
    body = (
      <LoadError
        title="The problems could not be loaded"
        message={callErrorMessage(problems.error)}
        onRetry={() => void problems.refetch()}
        retrying={problems.isFetching}
      />
    );
  else if (problems.data.length === 0)
    body = (
      <StateMessage icon={<MessageSquareWarning className="size-6" aria-hidden="true" />} title={emptyText[shown].title}>
        {emptyText[shown].text}
      </StateMessage>
    );
  else body = <ProblemList problems={problems.data} />;

  return (
    <PortalPage
      title="Problems"
      description="Problems customers reported about a visit, newest first. Call them back, then record how it was resolved."
    >
      <Card className="overflow-hidden" role="region" aria-labelledby="problems-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="problems-heading" className="text-lg font-semibold text-slate-900">
              Reported problems
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {problems.data ? `${problems.data.length} ${problems.data.length === 1 ? 'problem' : 'problems'}` : null}
            </p>
          </div>
          <FilterToggleGroup label="Show problems" options={options} value={shown} onChange={setShown} />
          {problems.isError && problems.data ? (
            <p role="alert" className="text-sm text-red-700">
              The list could not be refreshed: {callErrorMessage(problems.error)}
            </p>
          ) : null}
        </div>
        <div aria-busy={problems.isFetching || undefined}>{body}</div>
      </Card>
    </PortalPage>
  );
}
