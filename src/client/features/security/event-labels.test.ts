import { describe, expect, it } from 'vitest';
import { securityEventTypes } from '#shared/domain/security-events.ts';
import { describeDetail, eventLabel, eventTypeOptions } from './event-labels.ts';

describe('security event labels', () => {
  it('names every event type in words', () => {
    for (const type of securityEventTypes) expect(eventLabel(type), type).not.toContain('.');
    expect(eventLabel('access.denied')).toBe('Access denied');
    expect(eventLabel('something.new')).toBe('something.new');
    expect(eventTypeOptions[0]).toEqual({ value: 'all', label: 'All events' });
    expect(eventTypeOptions).toHaveLength(securityEventTypes.length + 1);
  });

  it('describes the facts of an event', () => {
    expect(describeDetail({ type: 'access.denied', detail: { method: 'GET', route: '/api/users', role: 'customer', rule: 'admin' } })).toBe(
      'GET /api/users as Customer',
    );
    expect(describeDetail({ type: 'user.role-changed', detail: { from: 'customer', to: 'employee' } })).toBe('Customer → Employee');
    expect(describeDetail({ type: 'password-link.issued', detail: { purpose: 'reset', emailed: true } })).toBe('Password reset, e-mailed');
    expect(describeDetail({ type: 'sign-in.failed', detail: { via: 'admin', reason: 'wrong-password' } })).toBe(
      'via admin login, wrong password',
    );
    expect(describeDetail({ type: 'user.deactivated', detail: {} })).toBe('');
  });

  it('says how many times a counted refusal happened, and which second factor signed in', () => {
    const detail = { method: 'GET', route: '/api/users', role: 'employee', repeats: 5, lastAt: '2026-11-24T10:00:00Z' };
    expect(describeDetail({ type: 'access.denied', detail })).toBe('GET /api/users as Employee (5 times in 15 minutes)');
    expect(describeDetail({ type: 'sign-in.throttled', detail: { via: 'page', limit: 'pair', repeats: 3, lastAt: 'x' } })).toBe(
      'via sign-in page, limit: pair (3 times in 15 minutes)',
    );
    expect(describeDetail({ type: 'sign-in.succeeded', detail: { via: 'portal', secondFactor: 'recovery-code' } })).toBe(
      'via Client Portal, with a recovery code',
    );
    expect(describeDetail({ type: 'sign-in.failed', detail: { via: 'admin', reason: 'wrong-code' } })).toBe(
      'via admin login, wrong two-factor code',
    );
  });
});
