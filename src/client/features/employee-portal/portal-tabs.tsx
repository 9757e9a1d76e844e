import { Suspense } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AssignmentsSection } from './assignments-section.tsx';
import { DriveModeCard } from './drive-mode-card.tsx';
import { StatusSummary } from './status-summary.tsx';
import { useMileageWeek } from './use-employee-time.ts';

// The time clock is a form (react-hook-form and the contract's checks, ~27 KiB): its chunk is fetched as
// the Overview first renders, beside the status read the clock waits for anyway (issue 36).
const ClockPanel = lazyNamed(() => import('./clock-panel.tsx'), 'ClockPanel');

/**
 * Overview: status at a glance and the time clock first, then today's visits and drive mode.
 * On a phone the page's main action stays at the bottom of the screen: Clock In / Clock Out, or,
 * while a trip is under way, End Drive Mode (issue 30); from 1024 px the tab is two columns.
 */
export function OverviewTab({ onShowSchedule }: { onShowSchedule: () => void }) {
  const driving = Boolean(useMileageWeek().data?.openTrip);
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-6">
        <StatusSummary />
        {/* The panel's own skeleton while its status loads, the same while its code does. */}
        <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>
          <ClockPanel docked={!driving} />
        </Suspense>
      </div>
      <div className="grid gap-6">
        <AssignmentsSection
          which="today"
          footer={
            <Button variant="ghost" onClick={onShowSchedule} className="w-full">
              <CalendarDays aria-hidden />
              Full schedule
            </Button>
          }
        />
        <DriveModeCard docked={driving} />
      </div>
    </div>
  );
}

/** Schedule: today's visits, then the coming ones (the next two weeks). */
export function ScheduleTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <AssignmentsSection which="today" />
      <AssignmentsSection which="upcoming" />
    </div>
  );
}
