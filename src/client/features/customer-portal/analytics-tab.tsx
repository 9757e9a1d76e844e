import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerAnalytics } from '#shared/contracts/feedback.endpoints.ts';
import { ANALYTICS_DEFAULT_MONTHS, type CustomerAnalytics, type VisitHistory } from '#shared/contracts/feedback.ts';
import { ListPager } from '../../components/ui/pager.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/business-format.ts';
import { pageOf } from '../../lib/list-page.ts';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { formatRating, hoursLabel } from './portal-format.ts';
import { ScoreTrendSection } from './inspection-reports.tsx';
import { StarsShown } from './star-rating.tsx';
import { VisitsChart } from './visits-chart.tsx';

const HISTORY_PAGE_SIZE = 10;
const SUMMARY_TITLE = `Your last ${ANALYTICS_DEFAULT_MONTHS} months`;
const SUMMARY_TEXT = 'Completed visits, hours on site and the ratings you gave.';
const th = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-3 align-middle';

function Figures({ data }: { data: CustomerAnalytics }) {
  const hours = data.workedMinutes / 60;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 p-5 sm:grid-cols-3">
      <div className="flex flex-col-reverse gap-1">
        <dt className="text-sm text-slate-600">Visits completed</dt>
        <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{data.visitsCompleted}</dd>
      </div>
      <div className="flex flex-col-reverse gap-1">
        <dt className="text-sm text-slate-600">Hours on site, all visits</dt>
        <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{hoursLabel(Math.round(hours * 100) / 100)}</dd>
      </div>
      <div className="flex flex-col-reverse gap-1">
        <dt className="text-sm text-slate-600">
          Average rating you gave{data.ratingsGiven > 0 ? ` (${data.ratingsGiven} ${data.ratingsGiven === 1 ? 'rating' : 'ratings'})` : ''}
        </dt>
        <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
          {data.averageRating === null ? (
            <span className="text-lg font-medium text-slate-600">No ratings yet</span>
          ) : (
            `${formatRating(data.averageRating)} of 5`
          )}
        </dd>
      </div>
    </dl>
  );
}

const hoursOf = (visit: VisitHistory) => (visit.hoursOnSite === null ? 'Not recorded' : hoursLabel(visit.hoursOnSite));
const crewOf = (visit: VisitHistory) => (visit.crewSize === 0 ? '—' : `${visit.crewSize} ${visit.crewSize === 1 ? 'person' : 'people'}`);
const ratingOf = (visit: VisitHistory) =>
  visit.rating === null ? <span className="text-slate-500">Not rated</span> : <StarsShown rating={visit.rating} />;

function VisitHistoryList({ visits }: { visits: readonly VisitHistory[] }) {
  const [page, setPage] = useState(1);
  const shown = pageOf(visits, page, HISTORY_PAGE_SIZE);
  return (
    <div className="@container">
      <div className="hidden @2xl:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Hours on site per visit</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${th} pl-5`}>
                Visit
              </th>
              <th scope="col" className={th}>
                People on site
              </th>
              <th scope="col" className={`${th} text-right`}>
                Hours on site
              </th>
              <th scope="col" className={`${th} pr-5`}>
                Your rating
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.items.map((visit) => (
              <tr key={visit.bookingId}>
                <td className={`${td} pl-5`}>
                  <p className="font-medium text-slate-900">{formatDate(visit.date)}</p>
                  <p className="text-slate-600">{visit.serviceType}</p>
                </td>
                <td className={`${td} text-slate-700`}>{crewOf(visit)}</td>
                <td className={`${td} text-right font-semibold text-slate-900 tabular-nums`}>{hoursOf(visit)}</td>
                <td className={`${td} pr-5`}>{ratingOf(visit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Hours on site per visit" className="divide-y divide-slate-200 @2xl:hidden">
        {shown.items.map((visit) => (
          <li key={visit.bookingId} className="grid gap-1.5 px-5 py-4 text-sm">
            <p className="font-semibold text-slate-900">
              {formatDate(visit.date)} · {visit.serviceType}
            </p>
            <p className="text-slate-700">
              {hoursOf(visit)} on site · {crewOf(visit)}
            </p>
            <p className="flex items-center gap-2 text-slate-700">Your rating: {ratingOf(visit)}</p>
          </li>
        ))}
      </ul>
      <ListPager label="Visit history pages" shown={shown} onPageChange={setPage} />
    </div>
  );
}

/**
 * The Analytics tab (issue 13; the spec leaves it empty): the customer's own last 12 months, from their
 * completed visits and the crew's clock-ins: visits per month, hours on site per visit, their ratings.
 */
export function AnalyticsTab() {
  const analytics = useQuery(apiQuery(customerAnalytics));

  if (analytics.isPending)
    return (
      <PortalSection title={SUMMARY_TITLE} description={SUMMARY_TEXT}>
        <ListSkeleton label="Loading your analytics…" rows={4} />
      </PortalSection>
    );
  if (analytics.isError)
    return (
      <PortalSection title={SUMMARY_TITLE} description={SUMMARY_TEXT}>
        <ReadError title="Your analytics could not be loaded" read={analytics} />
      </PortalSection>
    );

  const data = analytics.data;
  return (
    <div className="grid gap-6">
      <PortalSection title={SUMMARY_TITLE} description={SUMMARY_TEXT}>
        <Figures data={data} />
      </PortalSection>
      <ScoreTrendSection />
      <PortalSection title="Visits per month" description="How many visits we completed for you each month.">
        {data.visitsCompleted === 0 ? (
          <EmptyNote>No completed visits in these months yet. Each completed visit is counted in its month here.</EmptyNote>
        ) : (
          <VisitsChart months={data.months} />
        )}
      </PortalSection>
      <PortalSection
        title="Hours on site per visit"
        description="Person-hours the crew clocked on each completed visit (two people for 2 hours is 4 hours), newest first."
      >
        {data.visits.length === 0 ? (
          <EmptyNote>Once a visit is completed, the hours the crew spent on site show here.</EmptyNote>
        ) : (
          <VisitHistoryList visits={data.visits} />
        )}
      </PortalSection>
    </div>
  );
}
