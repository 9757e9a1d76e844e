import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { planLeadUpdate } from './lead-changes.ts';

const lead = {
  status: 'new' as const,
  lostReason: null,
  priority: 'medium' as const,
  nextFollowUpDate: '2026-11-20',
  convertedAt: null,
};
const today = '2026-11-24';

/** The error a plan refuses with, as the API answers it. */
function refusal(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, fields: error.fields };
    throw error;
  }
  return undefined;
}

describe('planLeadUpdate', () => {
  it('writes one entry per field that changes, in words', () => {
    const plan = planLeadUpdate(lead, { status: 'contacted', priority: 'very-low', nextFollowUpDate: '2026-12-01' }, today);
    expect(plan.changes).toEqual({ status: 'contacted', lostReason: null, priority: 'very-low', nextFollowUpDate: '2026-12-01' });
    expect(plan.entries).toEqual([
      { type: 'status', description: 'New -> Contacted' },
      { type: 'priority', description: 'Medium -> Very low' },
      { type: 'follow-up', description: 'Next follow-up 2026-11-20 -> 2026-12-01' },
    ]);
  });

  it('changes nothing for values equal to the stored ones, even an overdue follow-up day', () => {
    expect(planLeadUpdate(lead, {}, today)).toEqual({ changes: {}, entries: [] });
    expect(planLeadUpdate(lead, { status: 'new', priority: 'medium', nextFollowUpDate: '2026-11-20' }, today)).toEqual({
      changes: {},
      entries: [],
    });
  });

  it('keeps a lost reason while lost, records a new one, and clears it on reopening', () => {
    const lost = planLeadUpdate(lead, { status: 'lost', lostReason: 'Chose a cheaper company' }, today);
    expect(lost.changes).toEqual({ status: 'lost', lostReason: 'Chose a cheaper company' });
    expect(lost.entries).toEqual([{ type: 'status', description: 'New -> Lost: Chose a cheaper company' }]);
    const wasLost = { ...lead, status: 'lost' as const, lostReason: 'Chose a cheaper company' };
    expect(planLeadUpdate(wasLost, { status: 'lost', lostReason: 'Chose a cheaper company' }, today).entries).toEqual([]);
    expect(planLeadUpdate(wasLost, { status: 'lost', lostReason: 'Budget frozen' }, today).entries).toEqual([
      { type: 'status', description: 'Lost: Budget frozen (was: Chose a cheaper company)' },
    ]);
    expect(planLeadUpdate(wasLost, { status: 'qualified' }, today).changes).toEqual({ status: 'qualified', lostReason: null });
  });

  it('refuses a new follow-up day in the past (today is fine)', () => {
    expect(refusal(() => planLeadUpdate(lead, { nextFollowUpDate: '2026-11-23' }, today))).toMatchObject({
      status: 400,
      fields: { nextFollowUpDate: expect.stringContaining('today or a later day') },
    });
    expect(planLeadUpdate(lead, { nextFollowUpDate: today }, today).entries).toHaveLength(1);
  });

  it('keeps a converted lead won, but lets a lead won by hand move on', () => {
    const converted = { ...lead, status: 'won' as const, convertedAt: new Date('2026-11-21T18:00:00Z') };
    expect(refusal(() => planLeadUpdate(converted, { status: 'negotiation' }, today))).toMatchObject({ status: 409 });
    expect(planLeadUpdate(converted, { priority: 'high' }, today).entries).toEqual([{ type: 'priority', description: 'Medium -> High' }]);
    const wonByHand = { ...lead, status: 'won' as const };
    expect(planLeadUpdate(wonByHand, { status: 'negotiation' }, today).entries).toEqual([
      { type: 'status', description: 'Won -> Negotiation' },
    ]);
  });
});
