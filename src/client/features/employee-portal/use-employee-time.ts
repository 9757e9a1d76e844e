import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listAssignments } from '#shared/contracts/operations.endpoints.ts';
import {
  clockIn,
  clockOut,
  createTimeEntry,
  endTrip,
  listLocations,
  listMileageLogs,
  listTimeEntries,
  startTrip,
} from '#shared/contracts/time.endpoints.ts';
import type { ClockInRequest, ClockOutRequest, EndTripRequest, ManualEntryRequest, StartTripRequest } from '#shared/contracts/time.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';

/**
 * The employee portal's reads and writes. Reads never go stale on their own (the app's query
 * defaults), so every write refreshes the reads it changes before it settles: the screen flips
 * from Off Duty to Active once, with the server's figures.
 */

/** The 10 latest entries, Active or Off Duty, the open entry and this week's hours. */
export const timeOverviewRead = () => apiQuery(listTimeEntries);
/** This week's trips, their miles, and the trip in progress (drive mode). */
export const mileageWeekRead = () => apiQuery(listMileageLogs);
/** The locations stored about the employee (every page loaded so far is refreshed under this key). */
export const locationsRead = () => apiQuery(listLocations);
/** A phone screen's worth at a time (issue 30: 200 at once made the list 27,000 px tall). */
export const LOCATIONS_PAGE_SIZE = 25;

export const useTimeOverview = () => useQuery(timeOverviewRead());
export const useAssignments = () => useQuery(apiQuery(listAssignments));
export const useMileageWeek = () => useQuery(mileageWeekRead());
/** The newest page, then each "Show more" the page after the last one's cursor (a keyset page). */
export const useStoredLocations = () =>
  useInfiniteQuery({
    // Under locationsRead's key, so the writes' refresh of it reloads the pages too.
    queryKey: [...locationsRead().queryKey, 'pages'],
    queryFn: ({ pageParam }) =>
      callApi(listLocations, { query: pageParam ? { limit: LOCATIONS_PAGE_SIZE, before: pageParam } : { limit: LOCATIONS_PAGE_SIZE } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

// A punch or a trip's start or end stores a location: the list of them is refreshed with the rest.
const refreshLocations = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: locationsRead().queryKey });
const refreshEntries = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: timeOverviewRead().queryKey });
const refreshPunches = (queryClient: QueryClient) => Promise.all([refreshEntries(queryClient), refreshLocations(queryClient)]);
const refreshTrips = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: mileageWeekRead().queryKey }), refreshLocations(queryClient)]);

export function useClockIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClockInRequest) => callApi(clockIn, { body }),
    onSettled: () => refreshPunches(queryClient),
  });
}

export function useClockOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClockOutRequest) => callApi(clockOut, { body }),
    // A refusal ("You are not clocked in.") means the screen was behind: refresh then too.
    onSettled: () => refreshPunches(queryClient),
  });
}

export function useAddTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualEntryRequest) => callApi(createTimeEntry, { body }),
    onSuccess: () => refreshEntries(queryClient),
  });
}

export function useStartTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartTripRequest) => callApi(startTrip, { body }),
    onSettled: () => refreshTrips(queryClient),
  });
}

export function useEndTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EndTripRequest }) => callApi(endTrip, { params: { id }, body }),
    onSettled: () => refreshTrips(queryClient),
  });
}
