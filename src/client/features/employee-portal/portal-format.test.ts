import { describe, expect, it } from 'vitest';
import type { Assignment } from '#shared/contracts/operations.ts';
import {
  clockableAssignments,
  formatCalendarDay,
  formatClockTime,
  formatElapsed,
  formatHours,
  formatMiles,
  formatMinutes,
  formatTimeRange,
  hoursLabel,
  pastAssignments,
  splitAssignments,
} from './portal-format.ts';
import { manualEntryInput, minnesotaInstant } from './manual-entry-values.ts';
import { parsePortalTab } from './use-portal-tab.ts';
import { driveLocationMessage, failureOfPositionError } from './location-messages.ts';

const visit = (id: number, scheduledDate: string, status: Assignment['status'] = 'confirmed'): Assignment => ({
  id,
  serviceType: 'Office cleaning',
  clientName: 'Acme Dental',
  clientPhone: null,
  scheduledDate,
  duration: 2,
  notes: '',
  status,
  siteName: 'Acme Dental',
  address: '7001 France Ave S, Edina, MN 55435',
});

describe('portal formats', () => {
  it('writes Minnesota clock times and days, whatever the zone of the device (tests run in UTC)', () => {
    expect(formatClockTime('2026-11-24T15:05:00Z')).toBe('9:05 AM');
    expect(formatTimeRange('2026-11-24T15:00:00Z', '2026-11-24T18:30:00Z')).toBe('9:00 AM – 12:30 PM');
    expect(formatTimeRange('2026-11-24T15:00:00Z', null)).toBe('9:00 AM – now');
    expect(formatCalendarDay('2026-11-22')).toBe('Sun, Nov 22');
  });

  it('writes hours, miles, minutes and a running clock', () => {
    expect([formatHours(12.5), formatHours(3), formatHours(0.3333)]).toEqual(['12.5', '3', '0.33']);
    expect([hoursLabel(1), hoursLabel(2.5)]).toEqual(['1 hour', '2.5 hours']);
    expect([formatMiles(48213.44), formatMiles(0)]).toEqual(['48,213.4', '0.0']);
    expect([formatMinutes(25), formatMinutes(65), formatMinutes(-3)]).toEqual(['25 min', '1 h 05 min', '0 min']);
    expect([formatElapsed(249_000), formatElapsed(3_723_000)]).toEqual(['0:04:09', '1:02:03']);
  });

  it("splits visits by Minnesota day: today's and later ones, earliest first; 11:30 PM in St. Paul is still today", () => {
    const now = new Date('2026-11-24T15:00:00Z');
    const late = visit(3, '2026-11-25T05:30:00Z');
    const tomorrow = visit(4, '2026-11-25T15:00:00Z');
    const yesterday = visit(1, '2026-11-23T15:00:00Z', 'completed');
    const done = visit(2, '2026-11-24T13:00:00Z', 'completed');
    expect(splitAssignments([tomorrow, late, yesterday, done], now)).toEqual({ today: [done, late], upcoming: [tomorrow] });
    expect(clockableAssignments([tomorrow, late, yesterday, done], now)).toEqual([late]);
    expect(pastAssignments([tomorrow, late, yesterday, done], now)).toEqual([done, yesterday]);
  });
});

describe('manual entry values', () => {
  it("reads the picker's time on Minnesota's clock, across the change to daylight time", () => {
    expect(minnesotaInstant('2026-11-23T09:00')).toBe('2026-11-23T15:00:00.000Z');
    expect(minnesotaInstant('2026-07-01T09:00')).toBe('2026-07-01T14:00:00.000Z');
    expect(minnesotaInstant('')).toBe('');
    expect(minnesotaInstant('yesterday')).toBe('');
  });

  it('sends bookingId as a number or null', () => {
    const values = { bookingId: 'none', clockIn: '2026-11-23T09:00', clockOut: '2026-11-23T12:00', description: ' ' };
    expect(manualEntryInput(values)).toEqual({
      bookingId: null,
      clockIn: '2026-11-23T15:00:00.000Z',
      clockOut: '2026-11-23T18:00:00.000Z',
      description: ' ',
    });
    expect(manualEntryInput({ ...values, bookingId: '40' }).bookingId).toBe(40);
  });
});

describe('tabs and location', () => {
  it('opens the tab the URL names, else Overview', () => {
    expect(parsePortalTab('?tab=timesheet')).toBe('timesheet');
    expect(parsePortalTab('tab=profile&x=1')).toBe('profile');
    expect(parsePortalTab('?tab=payroll')).toBe('overview');
    expect(parsePortalTab('')).toBe('overview');
  });

  it('names why the position is missing', () => {
    expect([1, 2, 3].map((code) => failureOfPositionError({ code }))).toEqual(['denied', 'unavailable', 'timeout']);
    expect(driveLocationMessage('unsupported')).toEqual({
      title: 'Drive Mode Error',
      description: 'Geolocation is not supported by this browser.',
    });
  });
});
