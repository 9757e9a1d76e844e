import type { CustomerProblem } from '#shared/contracts/feedback.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/business-format.ts';
import { formatMinnesotaDate } from '../../lib/time-format.ts';

/** The problems the customer reported, newest first: the visit, what they said, and how it was resolved. */
export function ProblemList({ problems }: { problems: readonly CustomerProblem[] }) {
  return (
    <ul aria-label="Problems you reported" className="divide-y divide-slate-200">
      {problems.map((problem) => (
        <li key={problem.id} className="grid gap-2 px-5 py-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-semibold break-words text-slate-900">
              {problem.serviceType}, visit of {formatDate(problem.visitDate)}
            </h3>
            <Badge variant={problem.status === 'resolved' ? 'success' : 'outline'}>
              {problem.status === 'resolved' ? 'Resolved' : 'Open'}
            </Badge>
          </div>
          <p className="text-sm text-slate-500">Reported {formatMinnesotaDate(problem.createdAt)}</p>
          <p className="text-sm break-words whitespace-pre-line text-slate-800">{problem.description}</p>
          {problem.status === 'resolved' ? (
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-medium text-slate-900">
                Resolved{problem.resolvedAt ? ` ${formatMinnesotaDate(problem.resolvedAt)}` : ''}
              </p>
              {problem.resolution ? <p className="mt-1 break-words whitespace-pre-line text-slate-700">{problem.resolution}</p> : null}
            </div>
          ) : (
            <p className="text-sm text-slate-600">Our team is following this up.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
