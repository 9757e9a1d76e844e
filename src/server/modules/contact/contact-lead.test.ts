import { describe, expect, it } from 'vitest';
import { fitPartsOf } from '../crm/lead-score.ts';
import { contactLead } from './contact-lead.ts';

const message = {
  name: 'Dana Whitfield',
  email: 'dana@example.test',
  phone: '612-555-0177',
  company: 'North Loop Dental',
  topic: 'quote' as const,
  message: 'Please quote nightly cleaning.',
  website: '',
  visitorId: 'visitor-123456',
};

describe('the lead of a contact message asking for a price', () => {
  it('scores what it gives by the quote rules: 20 + $0 value 5 + phone 10 + company 10 + full name 5 = 50, low', () => {
    const row = contactLead(message, { id: 'id-1', reference: 'TP-2026-0007' }, new Date('2026-11-18T16:00:00Z'));
    expect(row).toMatchObject({
      source: 'contact',
      leadScore: 50,
      priority: 'low',
      estimatedPriceCents: 0,
      companyName: 'North Loop Dental',
      firstName: 'Dana',
      lastName: 'Whitfield',
      visitorId: 'visitor-123456',
      // Low priority: two business days after Wednesday the 18th.
      nextFollowUpDate: '2026-11-20',
      request: {
        name: 'Dana Whitfield',
        email: 'dana@example.test',
        phone: '612-555-0177',
        company: 'North Loop Dental',
        topic: 'quote',
        message: 'Please quote nightly cleaning.',
      },
    });
    expect(fitPartsOf({ source: 'contact', request: row.request, result: null, estimatedPriceCents: 0 })).toEqual([
      { label: 'Starting score', points: 20 },
      { label: 'Monthly value $0', points: 5 },
      { label: 'Phone given', points: 10 },
      { label: 'Company name given', points: 10 },
      { label: 'Full name given', points: 5 },
    ]);
  });

  it('without a company or a last name: the name stands for the company, 35 points', () => {
    const row = contactLead(
      { ...message, name: 'Dana', company: undefined },
      { id: 'id-2', reference: 'TP-2026-0008' },
      new Date('2026-11-18T16:00:00Z'),
    );
    expect(row).toMatchObject({ companyName: 'Dana', firstName: 'Dana', lastName: '', leadScore: 35, priority: 'very-low' });
  });
});
