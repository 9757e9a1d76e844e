import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, changesOf, fieldLabel } from './audit-changes.ts';

describe('audit changes', () => {
  it('lists only the fields an update changed, with readable values', () => {
    const before = { status: 'confirmed', priceCents: 18000, crew: [3], notes: '', updatedAt: 'x' };
    const after = { status: 'confirmed', priceCents: 19550, crew: [3, 7], notes: 'Side door', updatedAt: 'y' };
    expect(changesOf(before, after, { 'person:3': 'Ana Ruiz' })).toEqual([
      { field: 'priceCents', label: 'Price', before: '$180.00', after: '$195.50' },
      // Employee 7 is gone: said in words, not as '#7'.
      { field: 'crew', label: 'Crew', before: 'Ana Ruiz', after: 'Ana Ruiz, a removed account' },
      { field: 'notes', label: 'Notes', before: null, after: 'Side door' },
    ]);
  });

  it('shows what a record was created with, without empty fields, days and times as the screens write them', () => {
    const changes = changesOf(null, {
      serviceDays: [1, 3],
      startTime: '19:15',
      startsOn: '2026-11-28',
      notes: null,
      scheduledStart: '2026-11-24T00:00:00.000Z',
    });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Service days', null, 'Mon, Wed'],
      ['Start time', null, '7:15 PM'],
      ['Starts on', null, 'Nov 28, 2026'],
      ['Start', null, 'Nov 23, 2026, 6:00 PM'],
    ]);
  });

  it('names the records ids point at, and says so when one is gone', () => {
    const names = { 'customer:2': 'Acme Dental', 'site:1': 'Main office', 'servicePlan:5': 'Plan for Acme Dental at Main office' };
    const changes = changesOf(
      null,
      {
        customerId: 2,
        siteId: 1,
        servicePlanId: 5,
        bookingId: 44,
        leadId: '8c6f7a4e-2b1d-4c55-9a7e-0d2f1b3c4d5e',
        facilityType: 'office',
        status: 'pending_start',
        source: 'plan',
        periodMonth: '2026-12-01',
        dueDate: '2027-01-30',
        squareFootage: 12000,
      },
      names,
    );
    expect(changes.map((c) => [c.label, c.after])).toEqual([
      ['Customer', 'Acme Dental'],
      ['Site', 'Main office'],
      ['Service plan', 'Plan for Acme Dental at Main office'],
      ['Visit', 'a removed visit'],
      ['From lead', 'Converted from a quote'],
      ['Facility type', 'Office Building'],
      ['Status', 'Accepted, to start'],
      ['Source', 'Service plan'],
      ['Month', 'December 2026'],
      ['Due date', 'Jan 30, 2027'],
      ['Square footage', '12,000'],
    ]);
    // No value shows a bare id or an ISO date.
    for (const change of changes) expect(change.after).not.toMatch(/^#?\d+$|\d{4}-\d{2}-\d{2}/);
  });

  it('names actions, fields and actors', () => {
    expect(actionLabel('mark-paid')).toBe('Marked paid');
    expect(actionLabel('something-new')).toBe('Something new');
    expect(fieldLabel('paymentReference')).toBe('Payment reference');
    expect(actorLabel({ actorUser: { username: 'admin' }, actor: 'user' })).toBe('admin');
    expect(actorLabel({ actorUser: null, actor: 'plan-generator' })).toBe('System (plan-generator)');
  });
});
