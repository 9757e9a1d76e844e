import { describe, expect, it } from 'vitest';
import { invoice, NOW, visit } from '#tests/fixtures/customer-portal.ts';
import { canReport, dashboardUpcoming, outstandingBalance, pastVisits, recentInvoices, upcomingVisits } from './portal-summary.ts';

describe('customer portal summaries', () => {
  const visits = [
    visit({ id: 1, scheduledDate: '2026-11-20T00:00:00Z', status: 'completed' }),
    visit({ id: 2, scheduledDate: '2026-12-03T00:00:00Z' }),
    visit({ id: 3, scheduledDate: '2026-11-26T00:00:00Z' }),
    visit({ id: 4, scheduledDate: '2026-11-27T00:00:00Z', status: 'completed' }), // done early: not upcoming
    visit({ id: 5, scheduledDate: '2026-11-24T15:00:00Z' }), // this morning, still confirmed: its time has come
    visit({ id: 6, scheduledDate: '2026-12-10T00:00:00Z' }),
    visit({ id: 7, scheduledDate: '2026-11-30T00:00:00Z' }),
  ];

  it('upcoming means in the future and confirmed, earliest first; the dashboard shows 3', () => {
    expect(upcomingVisits(visits, NOW).map((v) => v.id)).toEqual([3, 7, 2, 6]);
    expect(dashboardUpcoming(visits, NOW).map((v) => v.id)).toEqual([3, 7, 2]);
    expect(pastVisits(visits, NOW).map((v) => v.id)).toEqual([4, 5, 1]);
  });

  it('the outstanding balance is pending plus overdue, to the cent', () => {
    const balance = outstandingBalance([
      invoice({ id: 1, amount: 0.1, status: 'pending' }),
      invoice({ id: 2, amount: 0.2, status: 'overdue' }),
      invoice({ id: 3, amount: 500, status: 'paid' }),
      invoice({ id: 4, amount: 1450.55, status: 'overdue' }),
    ]);
    expect(balance).toEqual({ amount: 1450.85, openCount: 3, overdueCount: 2, overdueAmount: 1450.75 });
    expect(outstandingBalance([])).toEqual({ amount: 0, openCount: 0, overdueCount: 0, overdueAmount: 0 });
  });

  it('recent invoices are the 3 newest by issue date', () => {
    const list = [
      invoice({ id: 1, issueDate: '2026-08-01' }),
      invoice({ id: 2, issueDate: '2026-11-01' }),
      invoice({ id: 3, issueDate: '2026-09-01' }),
      invoice({ id: 4, issueDate: '2026-10-01' }),
    ];
    expect(recentInvoices(list).map((i) => i.id)).toEqual([2, 4, 3]);
  });

  it('a problem can be reported on a completed visit, or a confirmed one on its Minnesota day', () => {
    expect(canReport(visit({ status: 'completed', scheduledDate: '2026-10-01T00:00:00Z' }), NOW)).toBe(true);
    // 11:30 PM on Nov 24 in Minnesota is still today there (05:30 UTC the next day).
    expect(canReport(visit({ scheduledDate: '2026-11-25T05:30:00Z' }), NOW)).toBe(true);
    expect(canReport(visit({ scheduledDate: '2026-11-26T00:00:00Z' }), NOW)).toBe(false);
    expect(canReport(visit({ scheduledDate: '2026-11-20T00:00:00Z' }), NOW)).toBe(false);
  });
});
