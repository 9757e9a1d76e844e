import { useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { AvailableTimes } from './available-times.tsx';
import { BookedNotice } from './booked-notice.tsx';
import { BookingDialog, type Booked } from './booking-dialog.tsx';
import type { ChosenSlot } from './booking-form.ts';
import { CalendarToolbar } from './calendar-toolbar.tsx';
import { canStep, daysToRead, initialDay, stepSelection, visibleRange, weekDays, type CalendarView } from './calendar-days.ts';
import { IntegrationStatus } from './integration-status.tsx';
import { MonthView } from './month-view.tsx';
import { RetryNote } from './retry-note.tsx';
import { TodaysSchedule } from './todays-schedule.tsx';
import { useOpeningWeek } from './use-opening-week.ts';
import { useDaysSlots, useSyncCalendars } from './use-schedule.ts';
import { WeekView } from './week-view.tsx';
import { revealOutcome } from '../../lib/reveal-outcome.ts';

/**
 * The public scheduling calendar (spec "Scheduling page", issue 14): a week or a month of free
 * times, the chosen day's times and the booking modal. The spec's staff items (today's schedule,
 * the calendars' status, Sync Calendars, the visit's length and calendar) show only to a signed-in
 * admin (decision 0041): a visitor books the company's walk-through and needs none of them. The
 * server's HTML and the first render are the visitor's; an admin's session, read after hydration,
 * adds them. `today` is the Minnesota date the server rendered the page on and `firstDay` the first
 * day with an hour still to start then (a Saturday evening's is the Monday after), so the browser
 * hydrates exactly what the server sent and never opens on a week whose hours have all passed.
 */
export function SchedulingCalendar({ today, firstDay }: { today: IsoDate; firstDay: IsoDate }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SchedulingScreen today={today} firstDay={firstDay} />
    </QueryClientProvider>
  );
}

function SchedulingScreen({ today, firstDay }: { today: IsoDate; firstDay: IsoDate }) {
  const [view, setView] = useState<CalendarView>('week');
  const [selected, setSelected] = useState(() => initialDay(firstDay));
  const [chosen, setChosen] = useState<ChosenSlot | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const slots = useDaysSlots(daysToRead(view, selected, today));
  const opening = useOpeningWeek({ view, selected, today, slots, select: setSelected });
  const sync = useSyncCalendars();
  const byAdmin = useSession()?.role === 'admin';
  const timesRef = useRef<HTMLElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // On phones the times sit under the calendar: bring them into view when a day is chosen there.
  function showDay(day: IsoDate) {
    opening.onVisitorMove();
    setSelected(day);
    const top = timesRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight - 80) timesRef.current?.scrollIntoView({ block: 'start' });
  }

  const slotsOf = (day: IsoDate) => slots.byDay.get(day);
  return (
    <div className="grid gap-6">
      {booked ? <BookedNotice ref={noticeRef} booked={booked} onDismiss={() => setBooked(null)} /> : null}
      <CalendarToolbar
        view={view}
        selected={selected}
        onView={(next) => {
          opening.onVisitorMove();
          setView(next);
        }}
        canGoBack={canStep(view, selected, -1, today)}
        canGoForward={canStep(view, selected, 1, today)}
        onStep={(step) => {
          opening.onVisitorMove();
          setSelected(stepSelection(view, selected, step, today));
        }}
        onSync={
          byAdmin
            ? () => {
                if (!sync.isPending) sync.run();
              }
            : undefined
        }
        syncing={sync.isPending}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-3">
          {slots.failed > 0 ? (
            <RetryNote
              message={`The free times of ${slots.failed === 1 ? 'one day' : `${slots.failed} days`} could not be loaded.`}
              onRetry={slots.retryFailed}
              retrying={slots.retrying}
            />
          ) : null}
          {view === 'week' ? (
            <WeekView
              days={weekDays(visibleRange('week', selected).first)}
              today={today}
              selected={selected}
              slotsOf={slotsOf}
              onSelectDay={showDay}
              onChoose={setChosen}
            />
          ) : (
            <MonthView month={selected} today={today} selected={selected} slotsOf={slotsOf} onSelectDay={showDay} />
          )}
          <p className="text-sm text-slate-600">
            {view === 'week' ? 'Choose a time to book it, or a day to see all its times.' : 'Choose a day to see its times.'} Times are
            Minnesota time (Central); each visit starts on the hour.
          </p>
        </div>
        <div className="grid gap-6">
          <AvailableTimes ref={timesRef} day={selected} today={today} state={slotsOf(selected)} onChoose={setChosen} />
          {byAdmin ? (
            <>
              <TodaysSchedule today={today} />
              <IntegrationStatus />
            </>
          ) : null}
        </div>
      </div>
      <BookingDialog
        slot={chosen}
        byAdmin={byAdmin}
        onClose={() => setChosen(null)}
        onBooked={(done) => {
          setBooked(done);
          setChosen(null);
        }}
        // The notice sits above the calendar, far from the slot booked on a phone: brought into view and focused.
        focusAfterBooking={() => revealOutcome(noticeRef.current)}
      />
    </div>
  );
}
