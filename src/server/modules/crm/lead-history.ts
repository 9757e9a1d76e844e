import { leadStatusLabels, type CrmActivity } from '#shared/contracts/crm/crm.ts';
import type { LeadStatus } from '#shared/contracts/crm/leads.ts';
import type { Database } from '../../db/client.ts';
import { createActivitiesRepository, type ActivityRow } from './crm-activities.repository.ts';

/** A history entry as the API answers it (the spec's CRM activity). */
export function toActivity(row: ActivityRow): CrmActivity {
  return {
    id: row.id,
    leadId: row.leadId,
    type: row.type,
    outcome: row.outcome,
    description: row.description,
    timestamp: row.occurredAt.toISOString(),
  };
}

/**
 * The conversion's entry in the lead's history ("Proposal -> Won: converted to customer Acme Dental,
 * quote accepted online"), written in the conversion's transaction `tx`. `actorId` null: the client
 * accepted online, no staff member acted.
 */
export async function recordLeadConverted(
  tx: Database,
  entry: { leadId: string; from: LeadStatus; customerName: string; online: boolean; actorId: number | null; at: Date },
): Promise<void> {
  const how = entry.online ? ', quote accepted online' : '';
  // A lead marked won by hand before its conversion has no status move left to tell.
  const move = entry.from === 'won' ? 'Converted' : `${leadStatusLabels[entry.from]} -> ${leadStatusLabels.won}: converted`;
  await createActivitiesRepository(tx).insert({
    leadId: entry.leadId,
    type: 'converted',
    description: `${move} to customer ${entry.customerName}${how}`,
    actorId: entry.actorId,
    occurredAt: entry.at,
  });
}

/** Where a lead came from, as its first history entry says it. */
const createdFrom: Record<string, string> = {
  calculator: 'the quote calculator',
  'instant-quote': 'the short quote form',
  'window-quote': 'the window cleaning form',
  scheduling: 'the scheduling page',
  contact: "the About page's contact form",
};

/**
 * A website lead's first entry ("Came in through the quote calculator"), written in the transaction
 * that stores the lead, so the history starts where the lead did. No staff member acted.
 */
export async function recordLeadCreated(tx: Database, entry: { leadId: string; source: string; at: Date }): Promise<void> {
  await createActivitiesRepository(tx).insert({
    leadId: entry.leadId,
    type: 'created',
    description: `Came in through ${createdFrom[entry.source] ?? 'the website'}`,
    actorId: null,
    occurredAt: entry.at,
  });
}
