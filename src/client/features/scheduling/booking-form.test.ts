import { describe, expect, it } from 'vitest';
import { bookingRequestSchema } from '#shared/contracts/scheduling.ts';
import { bookingRequest, durationOptions, emptyBooking } from './booking-form.ts';

describe('the booking form', () => {
  it('offers 1 to 6 hours or a full day of 8, one hour by default', () => {
    expect(durationOptions.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '8']);
    expect(durationOptions.at(-1)?.label).toBe('Full Day (8 hours)');
    expect(durationOptions[0]?.label).toBe('1 hour');
    expect(emptyBooking.selectedHours).toBe('1');
    expect(emptyBooking.calendarIntegration).toBe('none');
  });

  it('sends the chosen slot and the duration in minutes, as the contract names them', () => {
    const values = {
      ...emptyBooking,
      clientName: 'Pat Jensen',
      clientEmail: 'pat@example.com',
      clientPhone: '612-555-0123',
      location: '4500 France Ave S, Edina',
      serviceType: 'Office Cleaning',
      selectedHours: '8',
    };
    const request = bookingRequest(values, { date: '2026-11-25', time: '10:00' });
    expect(request).toEqual({
      clientName: 'Pat Jensen',
      clientEmail: 'pat@example.com',
      clientPhone: '612-555-0123',
      serviceType: 'Office Cleaning',
      preferredDate: '2026-11-25',
      preferredTime: '10:00',
      duration: 480,
      selectedHours: 8,
      location: '4500 France Ave S, Edina',
      notes: '',
      calendarIntegration: 'none',
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });
});
