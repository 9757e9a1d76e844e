import { describe, expect, it } from 'vitest';
import { openingHoursRows } from './opening-hours.ts';

describe('the visit hours', () => {
  it('groups the days that share their hours, Monday first', () => {
    expect(openingHoursRows()).toEqual([
      { days: 'Monday – Friday', hours: '6:00 AM – 8:00 PM' },
      { days: 'Saturday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});
