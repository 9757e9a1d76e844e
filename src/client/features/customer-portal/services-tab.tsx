import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Flag, Star } from 'lucide-react';
import { customerAnalytics, listCustomerProblems } from '#shared/contracts/feedback.endpoints.ts';
import type { CustomerProblem } from '#shared/contracts/feedback.ts';
import { listCustomerBookings } from '#shared/contracts/operations.endpoints.ts';
import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { EmptyNote, ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';
import { canRate, canReport, pastVisits, upcomingVisits } from './portal-summary.ts';
import { ProblemList } from './problem-list.tsx';
import { RateVisitDialog } from './rate-visit-dialog.tsx';
import { ReportProblemDialog } from './report-problem-dialog.tsx';
import { StarsShown } from './star-rating.tsx';
import { ExtraWorkSection } from './extra-work.tsx';
import { canChange, ChangeVisitDialog, ClosuresSection, useVisitChanges } from './visit-changes.tsx';
import { VisitList } from './visit-list.tsx';
import { visitName } from './visit-name.ts';

interface GivenRating {
  rating: number;
  comment: string | null;
}

/** The ratings the customer gave, by visit: from the Analytics read (its 12 months), and those given on this screen since. */
function useRatings(): [Map<number, GivenRating>, (bookingId: number, rating: GivenRating) => void] {
  const analytics = useQuery(apiQuery(customerAnalytics));
  const [given, setGiven] = useState<ReadonlyMap<number, GivenRating>>(new Map());
  const ratings = useMemo(() => {
    const all = new Map<number, GivenRating>();
    for (const visit of analytics.data?.visits ?? []) {
      if (visit.rating !== null) all.set(visit.bookingId, { rating: visit.rating, comment: null });
    }
    for (const [id, rating] of given) all.set(id, rating);
    return all;
  }, [analytics.data, given]);
  return [ratings, (bookingId, rating) => setGiven((before) => new Map(before).set(bookingId, rating))];
}

function VisitActions({
  visit,
  now,
  rating,
  problems,
  onRate,
  onReport,
  onChange,
}: {
  visit: CustomerBooking;
  now: Date;
  rating: GivenRating | undefined;
  problems: readonly CustomerProblem[];
  onRate: () => void;
  onReport: () => void;
  /** Set while the visit may still be skipped or moved online (before the cut-off). */
  onChange?: (() => void) | undefined;
}) {
  const rateable = canRate(visit);
  const reportable = canReport(visit, now);
  if (!rateable && !reportable && !onChange) return null;
  const open = problems.filter((problem) => problem.status === 'open').length;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {onChange ? (
        <Button variant="outline" size="sm" className="min-h-11" onClick={onChange}>
          <CalendarClock aria-hidden />
          Skip or move
          <span className="sr-only">, {visitName(visit)}</span>
        </Button>
      ) : null}
      {rating ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Your rating <StarsShown rating={rating.rating} />
        </p>
      ) : null}
      {rateable ? (
        <Button variant="outline" size="sm" className="min-h-11" onClick={onRate}>
          <Star aria-hidden />
          {rating ? 'Change rating' : 'Rate this visit'}
          <span className="sr-only">, {visitName(visit)}</span>
        </Button>
      ) : null}
      {reportable ? (
        <Button variant="ghost" size="sm" className="min-h-11" onClick={onReport}>
          <Flag aria-hidden />
          Report a problem
          <span className="sr-only">, {visitName(visit)}</span>
        </Button>
      ) : null}
      {problems.length > 0 ? (
        <p className="text-sm text-slate-600">
          {open > 0 ? 'You reported a problem: our team is on it.' : 'The problem you reported is resolved.'}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Services tab: every visit with its status and team; an upcoming one can be skipped or moved
 * within its week up to the cut-off, a completed one rated (1 to 5 stars, a comment) and a problem
 * reported with it (also on the visit's own day). Then extra work asked for, site closures and
 * changes (decision 0049), and the problems reported and how each was resolved.
 */
export function ServicesTab({ now }: { now: Date }) {
  const bookings = useQuery(apiQuery(listCustomerBookings));
  const problems = useQuery(apiQuery(listCustomerProblems));
  const [ratings, remember] = useRatings();
  const [rateTarget, setRateTarget] = useState<CustomerBooking | null>(null);
  const [reporting, setReporting] = useState<CustomerBooking | null>(null);
  const [changing, setChanging] = useState<CustomerBooking | null>(null);
  const rules = useVisitChanges();

  const problemsByVisit = useMemo(() => {
    const byVisit = new Map<number, CustomerProblem[]>();
    for (const problem of problems.data ?? []) byVisit.set(problem.bookingId, [...(byVisit.get(problem.bookingId) ?? []), problem]);
    return byVisit;
  }, [problems.data]);

  const actions = (visit: CustomerBooking) => (
    <VisitActions
      visit={visit}
      now={now}
      rating={ratings.get(visit.id)}
      problems={problemsByVisit.get(visit.id) ?? []}
      onRate={() => setRateTarget(visit)}
      onReport={() => setReporting(visit)}
      onChange={rules.data && canChange(visit, now, rules.data.cutoffHours) ? () => setChanging(visit) : undefined}
    />
  );

  let upcomingBody;
  let pastBody;
  if (bookings.isPending) {
    upcomingBody = <ListSkeleton label="Loading your upcoming visits…" />;
    pastBody = <ListSkeleton label="Loading your past visits…" />;
  } else if (bookings.isError) {
    upcomingBody = <ReadError title="Your visits could not be loaded" read={bookings} />;
    pastBody = <EmptyNote>Your past visits show here once the list loads.</EmptyNote>;
  } else {
    const upcoming = upcomingVisits(bookings.data, now);
    const past = pastVisits(bookings.data, now);
    upcomingBody =
      upcoming.length === 0 ? (
        <EmptyNote>No visits are scheduled. Once your service plan starts, each visit shows here with its time and team.</EmptyNote>
      ) : (
        <VisitList visits={upcoming} label="Upcoming visits" extra={actions} />
      );
    pastBody =
      past.length === 0 ? (
        <EmptyNote>No past visits yet. After each visit you can rate it here, or tell us about a problem.</EmptyNote>
      ) : (
        <VisitList visits={past} label="Past visits" extra={actions} />
      );
  }

  let problemsBody;
  if (problems.isPending) problemsBody = <ListSkeleton label="Loading the problems you reported…" rows={1} />;
  else if (problems.isError) problemsBody = <ReadError title="Your problem reports could not be loaded" read={problems} />;
  else if (problems.data.length === 0)
    problemsBody = (
      <EmptyNote>None. If something was missed on a visit, use Report a problem on that visit and our team will follow it up.</EmptyNote>
    );
  else problemsBody = <ProblemList problems={problems.data} />;

  const current = rateTarget ? ratings.get(rateTarget.id) : undefined;
  return (
    <div className="grid gap-6">
      <PortalSection
        title="Upcoming visits"
        description={`Confirmed visits ahead, in Minnesota time, with the team assigned to each.${rules.data ? ` Skip or move one up to ${rules.data.cutoffHours} hours before it.` : ''}`}
      >
        {upcomingBody}
      </PortalSection>
      <PortalSection title="Past visits" description="Newest first. Rate a completed visit, or report a problem with it.">
        {pastBody}
      </PortalSection>
      <ExtraWorkSection />
      <ClosuresSection />
      <PortalSection title="Problems you reported" description="What you told us, and how we resolved it.">
        {problemsBody}
      </PortalSection>
      <RateVisitDialog
        visit={rateTarget}
        current={current}
        onRated={(saved) => remember(saved.bookingId, { rating: saved.rating, comment: saved.comment })}
        onClose={() => setRateTarget(null)}
      />
      <ReportProblemDialog visit={reporting} onClose={() => setReporting(null)} />
      <ChangeVisitDialog visit={changing} rules={rules.data} onClose={() => setChanging(null)} />
    </div>
  );
}
