import { describe, expect, it } from 'vitest';
import { noticePayload } from './company-notices.ts';
import { renderSms, renderTelegram } from './text-templates.ts';
import { renderEmail } from './email-templates.ts';
import { retryTime } from './outbox.worker.ts';

const SITE = 'https://www.example.test';

const lead = {
  leadId: '7b0c1e52-4c1a-4d3e-9f43-1a2b3c4d5e6f',
  reference: 'TP-2026-0148',
  company: 'Lakeside Dental',
  contactName: 'Dana Reyes',
  email: 'dana@lakeside.example',
  phone: '612-555-0134',
  source: 'calculator' as const,
  monthlyEstimate: 1450.4,
  headline: 'New quote request',
};

describe('SMS', () => {
  it('says who, how to reach them, the source, the estimate and the CRM link', () => {
    expect(renderSms('new-lead', noticePayload('new-lead', lead, SITE))).toBe(
      'New quote request TP-2026-0148: Lakeside Dental. Dana Reyes, 612-555-0134, dana@lakeside.example. ' +
        'Source: calculator. Est. $1,450/mo. https://www.example.test/crm-dashboard',
    );
  });

  it('leaves out an estimate of 0 (a booking, a window request)', () => {
    const sms = renderSms('new-lead', noticePayload('new-lead', { ...lead, source: 'scheduling', monthlyEstimate: 0 }, SITE));
    expect(sms).toContain('Source: booking page. https://');
    expect(sms).not.toContain('Est.');
  });

  it('never exceeds 320 characters, however long the fields', () => {
    const long = 'x'.repeat(300);
    const leadSms = renderSms(
      'new-lead',
      noticePayload('new-lead', { ...lead, company: long, contactName: long, email: `${long}@example.test`, phone: long }, SITE),
    );
    expect(leadSms.length).toBeLessThanOrEqual(320);
    expect(leadSms).toContain('TP-2026-0148');
    const contactSms = renderSms(
      'new-contact',
      noticePayload(
        'new-contact',
        {
          messageId: 9,
          name: long,
          email: `${long}@example.test`,
          phone: '612-555-0150',
          company: long,
          topic: 'quote',
          excerpt: long.repeat(7),
        },
        SITE,
      ),
    );
    expect(contactSms.length).toBeLessThanOrEqual(320);
    expect(contactSms).toContain('612-555-0150');
  });

  it('fills the room left by a short contact message with its first words', () => {
    const sms = renderSms(
      'new-contact',
      noticePayload(
        'new-contact',
        {
          messageId: 9,
          name: 'Connie Tact',
          email: 'connie@example.test',
          phone: '612-555-0150',
          company: null,
          topic: 'other',
          excerpt: 'Do you clean warehouses on weekends?',
        },
        SITE,
      ),
    );
    expect(sms).toBe(
      'New contact message (other) from Connie Tact: 612-555-0150, connie@example.test. "Do you clean warehouses on weekends?" ' +
        'https://www.example.test/admin/dashboard?tab=customer-forms',
    );
  });
});

describe('Telegram and e-mail', () => {
  it('keep markup characters as typed (plain text, no parse mode)', () => {
    const payload = noticePayload('new-lead', { ...lead, company: '*Bold* _Co_ <b>' }, SITE);
    expect(renderTelegram('new-lead', payload).split('\n')[0]).toBe('New quote request: *Bold* _Co_ <b> (TP-2026-0148)');
  });

  it('e-mail keeps the lines a caller gave (details) after the reference', () => {
    const email = renderEmail('new-lead', noticePayload('new-lead', { ...lead, details: ['When: Tue 9:00', 'Where: Edina'] }, SITE));
    expect(email.subject).toBe('New quote request: Lakeside Dental (TP-2026-0148)');
    expect(email.text.split('\n').slice(0, 5)).toEqual([
      'New quote request: Lakeside Dental (TP-2026-0148)',
      '',
      'Reference: TP-2026-0148',
      'When: Tue 9:00',
      'Where: Edina',
    ]);
  });

  it('cuts a contact message to 500 characters in the stored notice', () => {
    const payload = noticePayload(
      'new-contact',
      { messageId: 1, name: 'A', email: 'a@example.test', phone: '', company: null, topic: 'service', excerpt: 'y'.repeat(2000) },
      SITE,
    );
    expect((payload['excerpt'] as string).length).toBe(500);
    expect((payload['excerpt'] as string).endsWith('…')).toBe(true);
  });
});

describe('a kind without a text template', () => {
  it('is a permanent failure: the outbox gives up at once instead of retrying 8 times', () => {
    for (const render of [renderSms, renderTelegram]) {
      let error: unknown;
      try {
        render('set-password', {});
      } catch (e) {
        error = e;
      }
      expect(error).toMatchObject({ name: 'ChannelSendError', permanent: true });
      expect(retryTime(error, 1)).toBeNull();
    }
  });
});
