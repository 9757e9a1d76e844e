import type { CustomerBooking } from '#shared/contracts/operations.ts';
import { formatVisitTime } from './portal-format.ts';

/** 'Office cleaning on Tue, Dec 1, 2026 at 6:00 PM': how a dialog names the visit it is about. */
export const visitName = (visit: Pick<CustomerBooking, 'serviceType' | 'scheduledDate'>): string =>
  `${visit.serviceType} on ${formatVisitTime(visit.scheduledDate)}`;
