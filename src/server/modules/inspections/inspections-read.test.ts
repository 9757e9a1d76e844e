import { describe, expect, it } from 'vitest';
import { isOverdueAction } from './inspections-read.repository.ts';

describe('an overdue corrective action', () => {
  const now = new Date('2026-11-29T18:00:00Z');

  it('is an open one whose due time has passed', () => {
    expect(isOverdueAction({ status: 'open', dueAt: '2026-11-29T17:59:59.999Z' }, now)).toBe(true);
    expect(isOverdueAction({ status: 'open', dueAt: new Date('2026-11-27T18:00:00Z') }, now)).toBe(true);
  });

  it('is not one due this very moment or later, nor one already closed', () => {
    expect(isOverdueAction({ status: 'open', dueAt: '2026-11-29T18:00:00.000Z' }, now)).toBe(false);
    expect(isOverdueAction({ status: 'open', dueAt: '2026-11-30T18:00:00Z' }, now)).toBe(false);
    expect(isOverdueAction({ status: 'closed', dueAt: '2026-11-20T18:00:00Z' }, now)).toBe(false);
  });
});
