import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, changesOf, fieldLabel } from './audit-changes.ts';

describe('audit changes', () => {
  it('lists only the fields an update changed, with readable values', () => {
    const before = { status: 'confirmed', priceCents: 18000, crew: [3], notes: '', updatedAt: 'x' };
    const after = { status: 'confirmed', priceCents: 19550, crew: [3, 7], notes: 'Side door', updatedAt: 'y' };
    expect(changesOf(before, after, new Map([[3, 'Ana Ruiz']]))).toEqual([
      { field: 'priceCents', label: 'Price', before: '$180.00', after: '$195.50' },
      { field: 'crew', label: 'Crew', before: 'Ana Ruiz', after: 'Ana Ruiz, #7' },
      { field: 'notes', label: 'Notes', before: null, after: 'Side door' },
    ]);
  });

  it('shows what a record was created with, without empty fields', () => {
    const changes = changesOf(null, { serviceDays: [1, 3], startTime: '18:00', notes: null, scheduledStart: '2026-11-24T00:00:00.000Z' });
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Service days', null, 'Mon, Wed'],
      ['Start time', null, '18:00'],
      ['Start', null, 'Nov 23, 2026, 6:00 PM'],
    ]);
  });

  it('names actions, fields and actors', () => {
    expect(actionLabel('mark-paid')).toBe('Marked paid');
    expect(actionLabel('something-new')).toBe('Something new');
    expect(fieldLabel('paymentReference')).toBe('Payment reference');
    expect(actorLabel({ actorUser: { username: 'admin' }, actor: 'user' })).toBe('admin');
    expect(actorLabel({ actorUser: null, actor: 'plan-generator' })).toBe('System (plan-generator)');
  });
});
