import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarSearch } from 'lucide-react';
import { weekStart } from '#shared/domain/company-time.ts';
import type { BookingSortKey } from '#shared/contracts/operations.ts';
import { listBookingPage, listBookings } from '#shared/contracts/operations.endpoints.ts';
import { Card } from '../../components/ui/card.tsx';
import { EmptyList, ListStates, RefreshFailed } from '../../components/ui/list-states.tsx';
import { ListPager } from '../../components/ui/pager.tsx';
import { apiQuery } from '../../lib/api-client.ts';
import { formatCount, minnesotaToday } from '../../lib/business-format.ts';
import { serverPage } from '../../lib/list-page.ts';
import { customerOptions, employeeOptions, useCustomers, useEmployees } from '../../lib/directory.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';
import { BookingFilters } from '../../features/operations/bookings/booking-filters.tsx';
import { BookingList } from '../../features/operations/bookings/booking-list.tsx';
import {
  bookingPageQuery,
  bookingQuery,
  initialFilters,
  initialSort,
  narrowed,
  type BookingFilterValues,
  type BookingSort,
} from '../../features/operations/bookings/booking-view.ts';
import { CreateBookingDialog, type BookingPrefill } from '../../features/operations/bookings/create-booking-dialog.tsx';
import { WeekCalendar } from '../../features/operations/bookings/week-calendar.tsx';

/** `?customer=&site=&siteLabel=`: a one-off to book for a site the conversion just made. */
function prefillFrom(search: string): BookingPrefill | null {
  const params = new URLSearchParams(search);
  const customerId = params.get('customer') ?? '';
  const siteId = params.get('site') ?? '';
  if (!/^\d+$/.test(customerId) || !/^\d+$/.test(siteId)) return null;
  return { customerId, siteId, siteLabel: params.get('siteLabel') || `Site #${siteId}` };
}

/** /admin/bookings: every visit as a list or a week calendar, with filters, and a one-off visit to book. */
export function Page() {
  const today = minnesotaToday();
  const thisWeek = weekStart(today);
  const [filters, setFilters] = useState<BookingFilterValues>(() => initialFilters(today, thisWeek));
  const [sort, setSort] = useState<BookingSort>(initialSort);
  const [page, setPage] = useState(1);
  const search = useSearch();
  const [, navigate] = useLocation();
  const prefill = useMemo(() => prefillFrom(search), [search]);

  // The list reads a page at a time, sorted and counted by the server (decision 0068), and keeps the page on
  // screen while the next one loads; the week calendar reads its seven days whole.
  const listPage = useQuery({
    ...apiQuery(listBookingPage, { query: bookingPageQuery(filters, sort, page) }),
    enabled: filters.view === 'list',
    placeholderData: keepPreviousData,
  });
  const week = useQuery({ ...apiQuery(listBookings, { query: bookingQuery(filters) }), enabled: filters.view === 'week' });
  // A page past the end is answered with the last page: stay on that one, not on the number asked for.
  if (listPage.data && !listPage.isPlaceholderData && listPage.data.page !== page) setPage(listPage.data.page);
  const read = filters.view === 'week' ? week : listPage;
  const customers = useCustomers();
  const employees = useEmployees();

  const changeFilters = (next: BookingFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const sortBy = (key: BookingSortKey) => {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
    setPage(1);
  };

  const count = filters.view === 'week' ? week.data?.length : listPage.data?.total;
  return (
    <PortalPage
      title="Bookings"
      description="Every visit, plan and one-off, on Minnesota time. Open a visit to reschedule it, assign its crew, complete or cancel it."
      actions={
        <CreateBookingDialog
          today={today}
          prefill={prefill}
          onClosePrefill={() => prefill && navigate('/admin/bookings', { replace: true })}
        />
      }
    >
      <Card className="overflow-hidden" role="region" aria-labelledby="bookings-heading">
        <div className="grid gap-4 border-b border-slate-200 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
              Visits
            </h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {count !== undefined ? `${formatCount(count)} ${count === 1 ? 'visit' : 'visits'}` : null}
            </p>
          </div>
          <BookingFilters
            value={filters}
            onChange={changeFilters}
            thisWeek={thisWeek}
            customers={customerOptions(customers.data)}
            employees={employeeOptions(employees.data)}
          />
          <RefreshFailed read={read} />
        </div>
        <ListStates
          read={read}
          failedTitle="The bookings could not be loaded"
          // The week calendar shows its empty days itself.
          isEmpty={filters.view !== 'week' && !listPage.isPlaceholderData && listPage.data?.total === 0}
          empty={
            <EmptyList
              icon={<CalendarSearch className="size-6" aria-hidden="true" />}
              title="No visits in these dates"
              filtered={narrowed(filters)}
              onClear={() => changeFilters({ ...filters, status: 'all', customerId: 'all', employeeId: 'all' })}
            >
              {narrowed(filters)
                ? 'No visit matches the status, customer and employee chosen.'
                : 'Choose other dates, book a one-off visit, or create a service plan: its visits appear here.'}
            </EmptyList>
          }
        >
          {filters.view === 'week' ? (
            <WeekCalendar week={filters.week} bookings={week.data ?? []} today={today} />
          ) : listPage.data ? (
            <>
              <BookingList bookings={listPage.data.bookings} sort={sort} onSort={sortBy} />
              <ListPager
                label="Booking list pages"
                shown={serverPage(listPage.data, listPage.data.bookings.length)}
                onPageChange={setPage}
              />
            </>
          ) : null}
        </ListStates>
      </Card>
    </PortalPage>
  );
}
