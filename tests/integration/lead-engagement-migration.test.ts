import { describe, expect, it } from 'vitest';
import { migratedBefore } from '#tests/support/migrated-before.ts';

// Migration 0013 (decision 0020) gives every existing lead a last touch: when it last changed. Here the
// migrations run up to 0012, a lead is stored, then 0013 runs on it. (PGlite: the SQL is the same on PostgreSQL.)

describe('migration 0013_lead_engagement', () => {
  it('backfills last_touched_at from updated_at and starts the counters at 0', async () => {
    const { client, migrateRest, close } = await migratedBefore('0013_lead_engagement');
    try {
      await client.query(`
        insert into leads (id, reference, source, priority, lead_score, estimated_price_cents, next_follow_up_date,
          company_name, first_name, last_name, email, phone, address, request, request_hash, created_at, updated_at)
        values ('7b0e3c56-2f7e-4d1a-9a43-5d2f1c0b9e11', 'TP-2026-0001', 'calculator', 'medium', 70, 120000, '2026-10-02',
          'Old Offices', 'Ann', 'Lee', 'ann@example.com', '612-555-0100', '', '{}', 'x',
          '2026-10-01T15:00:00Z', '2026-10-20T09:30:00Z')`);

      await migrateRest();
      const { rows } = await client.query<{ touched: string; visitor: string | null; arrival: string | null; views: number; pdfs: number }>(
        `select last_touched_at::text as touched, visitor_id as visitor, arrival_page as arrival, page_views as views, pdf_downloads as pdfs from leads`,
      );
      expect(rows).toEqual([{ touched: '2026-10-20 09:30:00+00', visitor: null, arrival: null, views: 0, pdfs: 0 }]);
    } finally {
      await close();
    }
  });
});
