import { useState, type ReactNode } from 'react';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { ListPager } from '../../components/ui/pager.tsx';
import { pageOf } from '../../lib/list-page.ts';
import { VisitSummary } from './visit-summary.tsx';

export const VISITS_PAGE_SIZE = 10;

/** Visits as cards, ten at a time, with whatever each one offers under it (rate, report). */
export function VisitList({
  visits,
  label,
  extra,
}: {
  visits: readonly CustomerBooking[];
  label: string;
  extra?: ((visit: CustomerBooking) => ReactNode) | undefined;
}) {
  const [page, setPage] = useState(1);
  const shown = pageOf(visits, page, VISITS_PAGE_SIZE);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-200">
        {shown.items.map((visit) => (
          <li key={visit.id} className="grid gap-3 px-5 py-4">
            <VisitSummary visit={visit} />
            {extra?.(visit)}
          </li>
        ))}
      </ul>
      <ListPager label={`${label} pages`} shown={shown} onPageChange={setPage} />
    </>
  );
}
