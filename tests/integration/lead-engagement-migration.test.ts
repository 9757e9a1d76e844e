import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';

// Migration 0013 (decision 0020) gives every existing lead a last touch: when it last changed. Here the
// migrations run up to 0012, a lead is stored, then 0013 runs on it. (PGlite: the SQL is the same on PostgreSQL.)
const folder = mkdtempSync(path.join(tmpdir(), 'lead-engagement-migration-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Journal {
  entries: Array<{ tag: string }>;
}

describe('migration 0013_lead_engagement', () => {
  it('backfills last_touched_at from updated_at and starts the counters at 0', async () => {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0013_lead_engagement');
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

    const client = await PGlite.create('memory://');
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      await client.query(`
        insert into leads (id, reference, source, priority, lead_score, estimated_price_cents, next_follow_up_date,
          company_name, first_name, last_name, email, phone, address, request, request_hash, created_at, updated_at)
        values ('7b0e3c56-2f7e-4d1a-9a43-5d2f1c0b9e11', 'TP-2026-0001', 'calculator', 'medium', 70, 120000, '2026-10-02',
          'Old Offices', 'Ann', 'Lee', 'ann@example.com', '612-555-0100', '', '{}', 'x',
          '2026-10-01T15:00:00Z', '2026-10-20T09:30:00Z')`);

      writeFileSync(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: folder });
      const { rows } = await client.query<{ touched: string; visitor: string | null; arrival: string | null; views: number; pdfs: number }>(
        `select last_touched_at::text as touched, visitor_id as visitor, arrival_page as arrival, page_views as views, pdf_downloads as pdfs from leads`,
      );
      expect(rows).toEqual([{ touched: '2026-10-20 09:30:00+00', visitor: null, arrival: null, views: 0, pdfs: 0 }]);
    } finally {
      await client.close();
    }
  });
});
