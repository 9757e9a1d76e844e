import { describe, expect, it } from 'vitest';
import { createOfficeHoldLedger } from './office-holds.ts';

// The page's caps as configured by default (config.ts): 20 waiting in all, 2 per address. The demo keeps to 10.
const caps = { officeHoldsTotal: 20, officeHoldsPerAddress: 2 };

describe('the demo office holds ledger', () => {
  it('takes ten holds waiting at once from ten addresses, and not an eleventh', () => {
    const ledger = createOfficeHoldLedger(caps);
    for (let n = 1; n <= 10; n++) expect(ledger.take({ address: `a${n}`, from: n, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'a11', from: 11, until: 100 })).toBe(false);
    expect(ledger.peak()).toBe(9);
  });

  it('takes two waiting holds from one address and refuses the third, not another address', () => {
    const ledger = createOfficeHoldLedger(caps);
    expect(ledger.take({ address: 'a', from: 1, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'a', from: 2, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'a', from: 3, until: 100 })).toBe(false);
    expect(ledger.take({ address: 'b', from: 3, until: 100 })).toBe(true);
    // After the office called about the first two (at 100), the address books again.
    expect(ledger.take({ address: 'a', from: 101, until: 150 })).toBe(true);
  });

  it('checks an earlier hold planned late at the bookings made while it waits', () => {
    const ledger = createOfficeHoldLedger(caps);
    for (let n = 0; n < 9; n++) expect(ledger.take({ address: `b${n}`, from: 50 + n, until: 100 })).toBe(true);
    // Booked at 10, waiting at 58: the booking at 58 then sees 8 + 1 = 9 waiting, under 10.
    expect(ledger.take({ address: 'x', from: 10, until: 100 })).toBe(true);
    // Another such one would make it 10 at the booking at 58.
    expect(ledger.take({ address: 'y', from: 20, until: 100 })).toBe(false);
    // Called about at 40, before those bookings: taken.
    expect(ledger.take({ address: 'y', from: 20, until: 40 })).toBe(true);
    expect(ledger.peak()).toBe(9);
  });

  it('checks the address cap at a later booking from the same address', () => {
    const ledger = createOfficeHoldLedger(caps);
    expect(ledger.take({ address: 'a', from: 50, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'a', from: 60, until: 100 })).toBe(true);
    // Called about at 55: at the booking at 60 only the one from 50 waits.
    expect(ledger.take({ address: 'a', from: 10, until: 55 })).toBe(true);
    // Still waiting at 60: with the one from 50 that is two from the address.
    expect(ledger.take({ address: 'a', from: 20, until: 70 })).toBe(false);
  });

  it('checks a hold confirmed at once against those waiting when it is booked', () => {
    const ledger = createOfficeHoldLedger({ officeHoldsTotal: 4, officeHoldsPerAddress: 5 });
    expect(ledger.take({ address: 'a', from: 1, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'b', from: 2, until: 100 })).toBe(true);
    expect(ledger.take({ address: 'c', from: 3, until: 3 })).toBe(false);
  });
});
