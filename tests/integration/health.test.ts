import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: 'reachable' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database cannot be reached', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await t.app.close();
    }
  });
});
