import { SchedulingCalendar } from '../features/scheduling/scheduling-calendar.tsx';
import { defineIsland } from './define-island.ts';

interface Props {
  /** The Minnesota date the server rendered the page on ('2026-11-24'). */
  today: string;
  /** The first day with an hour still to start when the page was rendered. */
  firstDay: string;
}

function SchedulingIsland({ today, firstDay }: Props) {
  return <SchedulingCalendar today={today} firstDay={firstDay} />;
}

/**
 * The /scheduling calendar. Its free times are live data the server does not render (they change
 * with every booking and every hour), so it wakes once it is on screen rather than on first touch.
 */
export default defineIsland('scheduling', SchedulingIsland, { wake: 'visible' });
