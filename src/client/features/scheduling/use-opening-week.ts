import { useEffect, useRef } from 'react';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { canStep, daysToRead, stepSelection, type CalendarView } from './calendar-days.ts';
import type { DaysSlots } from './use-schedule.ts';

/**
 * On arrival the week view moves on, a week at a time, until it shows a free hour (or reaches the
 * horizon): a visitor never lands on a week that is all taken or passed. It stops for good once the
 * visitor has moved, chosen a day or changed the view themselves (`onVisitorMove`).
 */
export function useOpeningWeek(args: {
  view: CalendarView;
  selected: IsoDate;
  today: IsoDate;
  slots: DaysSlots;
  select: (day: IsoDate) => void;
}): { onVisitorMove: () => void } {
  const { view, selected, today, slots, select } = args;
  const settled = useRef(false);
  const days = daysToRead(view, selected, today);
  const states = days.map((day) => slots.byDay.get(day));
  const allRead = states.every((state) => state?.status === 'ready');
  const anyFree = states.some((state) => state?.status === 'ready' && state.slots.some((slot) => slot.available));

  useEffect(() => {
    if (settled.current || view !== 'week' || !allRead) return;
    if (anyFree || !canStep(view, selected, 1, today)) {
      settled.current = true;
      return;
    }
    select(stepSelection(view, selected, 1, today));
  }, [view, selected, today, allRead, anyFree, select]);

  return {
    onVisitorMove: () => {
      settled.current = true;
    },
  };
}
