import { Link } from 'wouter';
import type { AdminProblem } from '#shared/contracts/feedback.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatShortDay } from '../../lib/business-format.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { excerpt, problemCustomer, problemPath } from './problem-format.ts';

/** Problems customers reported, newest first: who, which visit, what; each opens its page. */
export function ProblemList({ problems }: { problems: readonly AdminProblem[] }) {
  return (
    <ul className="divide-y divide-slate-200" aria-label="Problems">
      {problems.map((problem) => (
        <li key={problem.id}>
          <Link
            href={problemPath(problem.id)}
            className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4 sm:px-5"
          >
            <span className="min-w-0">
              <span className="block font-semibold text-brand-800">
                {problemCustomer(problem)} <span className="font-normal text-slate-600">· #{problem.id}</span>
              </span>
              <span className="block text-sm text-slate-700">
                Visit of {formatShortDay(problem.booking.date)}: {problem.booking.serviceType}
                {problem.booking.site ? ` at ${problem.booking.site.name}` : ''}
              </span>
              <span className="block text-sm text-slate-900 [overflow-wrap:anywhere]">{excerpt(problem.description)}</span>
            </span>
            <span className="flex items-center gap-2 text-sm text-slate-600 sm:flex-col sm:items-end">
              <Badge variant={problem.status === 'open' ? 'destructive' : 'secondary'}>
                {problem.status === 'open' ? 'Open' : 'Resolved'}
              </Badge>
              <span>Reported {formatMinnesotaTime(problem.createdAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
