import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { leads } from '#server/db/schema/sales.ts';

export type LeadInsert = typeof leads.$inferInsert;

let made = 0;

/**
 * A lead written straight into the database, for tests that need leads of given statuses, prices,
 * days or arrival pages (the forms and the CRM would pick most of those themselves). Defaults to a
 * plain new lead typed in by hand; each call gets its own reference.
 */
export function leadRow(overrides: Partial<LeadInsert> = {}): LeadInsert {
  made++;
  return {
    id: randomUUID(),
    reference: `TT-2026-${String(made).padStart(5, '0')}`,
    source: 'manual',
    status: 'new',
    priority: 'medium',
    leadScore: 50,
    estimatedPriceCents: 0,
    nextFollowUpDate: '2030-01-01',
    companyName: `Test Company ${made}`,
    firstName: 'Test',
    lastName: `Person${made}`,
    email: `lead${made}@example.test`,
    phone: '(612) 555-0100',
    address: '100 Main St, Minneapolis, MN',
    request: {} as LeadInsert['request'],
    requestHash: 'test',
    ...overrides,
  };
}

export async function insertLeads(db: Database, rows: ReadonlyArray<Partial<LeadInsert>>): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(leads)
    .values(rows.map((row) => leadRow(row)))
    .returning({ id: leads.id });
  return inserted.map((row) => row.id);
}

export async function insertLead(db: Database, overrides: Partial<LeadInsert> = {}): Promise<string> {
  return (await insertLeads(db, [overrides]))[0]!;
}
