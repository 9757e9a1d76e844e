import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookAppointment, syncCalendars } from '#shared/contracts/scheduling.endpoints.ts';
import type { AvailabilitySlot, BookingRequest } from '#shared/contracts/scheduling.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { getVisitorId } from '../../lib/visitor-ids.ts';
import { availabilityRead, eventsRead, integrationsRead, SCHEDULE_PATHS } from './scheduling-reads.ts';

/** One day's slots as the calendar shows them. */
export type DaySlots =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void; retrying: boolean }
  | { status: 'ready'; slots: readonly AvailabilitySlot[] };

export interface DaysSlots {
  byDay: ReadonlyMap<IsoDate, DaySlots>;
  /** How many of the days could not be read. */
  failed: number;
  retryFailed: () => void;
  retrying: boolean;
}

/** The slots of the given days, one read per day (the API answers a day at a time). */
export function useDaysSlots(days: readonly IsoDate[]): DaysSlots {
  const results = useQueries({ queries: days.map((day) => availabilityRead(day)) });
  const byDay = new Map<IsoDate, DaySlots>();
  const failures: Array<() => unknown> = [];
  let retrying = false;
  days.forEach((day, index) => {
    const query = results[index];
    if (!query) return;
    if (query.data !== undefined) byDay.set(day, { status: 'ready', slots: query.data });
    else if (query.isError) {
      failures.push(query.refetch);
      retrying ||= query.isFetching;
      byDay.set(day, { status: 'error', retry: () => void query.refetch(), retrying: query.isFetching });
    } else byDay.set(day, { status: 'loading' });
  });
  return { byDay, failed: failures.length, retryFailed: () => failures.forEach((refetch) => void refetch()), retrying };
}

/** Today's taken times ("Booked", "Busy"). */
export const useDayEvents = (day: IsoDate) => useQuery(eventsRead(day));

/** Whether Google and Outlook are connected. */
export const useIntegrations = () => useQuery(integrationsRead());

/** Reads every day's slots and taken times again (after a booking or a sync). */
export function useRefreshSchedule(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshReads(queryClient, SCHEDULE_PATHS);
}

/** The spec's words when the calendars were read (§8). */
export const SYNC_SUCCESS = 'Calendars synchronized successfully';

/**
 * Sync Calendars: POST /api/scheduling/sync, the answer's words as a toast (destructive when a
 * calendar failed or the call did), then the slots and taken times read again.
 */
export function useSyncCalendars() {
  const refresh = useRefreshSchedule();
  const sync = useSubmission(async () => {
    try {
      const result = await callApi(syncCalendars);
      if (result.ok) toast({ title: SYNC_SUCCESS });
      else toast({ title: result.message, variant: 'destructive' });
    } catch (error) {
      toast({ title: 'Calendar sync failed', description: callErrorMessage(error), variant: 'destructive' });
    }
    await refresh();
  });
  return { isPending: sync.isPending, run: () => void sync.mutateAsync(undefined) };
}

/** POST /api/scheduling/book, with the tracker's visitor id that links the lead to this visitor's page views (decision 0020). */
export const useBookAppointment = () =>
  useSubmission((body: BookingRequest) => callApi(bookAppointment, { body: { ...body, visitorId: getVisitorId() } }));
