import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError, StateMessage } from '../../components/ui/list-states.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { callErrorMessage } from '../../lib/call-error.ts';
import type { PageProps } from '../../app/page-modules.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { AuditTrail } from '../../features/audit/audit-trail.tsx';
import { ProblemDetail } from '../../features/feedback/problem-detail.tsx';
import { useProblems } from '../../features/feedback/use-problems.ts';

/** /admin/problems/:id (the company's e-mail links here): one problem, its resolution and history. */
export function Page({ params }: PageProps) {
  const id = Number(params['id']);
  const problems = useProblems('all');
  const problem = problems.data?.find((p) => p.id === id);

  let content;
  if (problems.isPending)
    content = (
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  else if (problems.isError)
    content = (
      <Card>
        <LoadError
          title="The problem could not be loaded"
          message={callErrorMessage(problems.error)}
          onRetry={() => void problems.refetch()}
          retrying={problems.isFetching}
        />
      </Card>
    );
  else if (!problem)
    content = (
      <Card>
        <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Problem not found">
          There is no problem report with this number among the latest 500.
        </StateMessage>
      </Card>
    );
  else
    content = (
      <>
        <ProblemDetail problem={problem} />
        <AuditTrail entity="problem_report" entityId={problem.id} title="History of this problem" />
      </>
    );

  return (
    <PortalPage
      title={problem ? `Problem #${problem.id}` : 'Problem'}
      actions={
        <Link href="/admin/problems" className={buttonClasses({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          All problems
        </Link>
      }
    >
      {content}
    </PortalPage>
  );
}
