import { createHash, randomUUID } from 'node:crypto';
import { leadStatusLabels } from '#shared/contracts/crm/crm.ts';
import type { LeadStatus } from '#shared/contracts/crm/leads.ts';
import { quoteRequestSchema } from '#shared/contracts/quote/quotes.ts';
import { addDays, daysBetween } from '#shared/domain/company-time.ts';
import { facilityTypes } from '#shared/domain/quote.ts';
import { formatReference } from '../modules/numbering/references.ts';
import { computeBreakdown } from '../modules/quote/pricing/pricing-engine.ts';
import { followUpDate, leadScore, priorityFor, quoteScoringInput } from '../modules/crm/lead-scoring.ts';
import { createBulkLeadsRepository } from './crm-bulk-leads.repository.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { visitorTime } from './moments.ts';
import { companyName, domainOf, emailOf, person, phoneNumber } from './people.ts';
import { pickPlace, streetAddress } from './places.ts';

/**
 * The bench's crowded CRM (decision 0044): `size.bulkLeads` more quote requests over the history, each
 * priced and scored by the product's own pricing engine and scoring, numbered on from the quote
 * sequence, with its history's first entry and its status moves, written in bulk (the service path
 * would take many minutes). The demo itself makes none: its leads all come through the services.
 */
const STATUSES: ReadonlyArray<readonly [LeadStatus, number]> = [
  ['new', 6],
  ['contacted', 3],
  ['qualified', 2],
  ['proposal', 2],
  ['negotiation', 1],
  ['lost', 3],
];

export async function writeBulkLeads(ctx: DemoContext): Promise<number> {
  const count = ctx.size.bulkLeads;
  if (count === 0) return 0;
  const r = partRandom(ctx.seed, 'bulk-leads');
  const repo = createBulkLeadsRepository(ctx.db);
  const pricing = (await ctx.services.pricing.active()).constants;
  const numbers = await repo.lastNumbers();
  const history = daysBetween(ctx.firstDay, ctx.today);
  const taken = new Set<string>();
  const days = Array.from({ length: count }, (_, n) => addDays(ctx.firstDay, Math.floor((n * history) / count)));
  const rows = [];
  const activities = [];
  for (const day of days) {
    const createdAt = ctx.storyMoment(day, visitorTime(r));
    if (createdAt.getTime() > ctx.now.getTime()) continue;
    const who = person(r);
    const type = r.pick(facilityTypes);
    const company = companyName(r, type, taken);
    const request = quoteRequestSchema.parse({
      source: r.chance(0.7) ? 'calculator' : 'instant-quote',
      companyName: company,
      firstName: who.firstName,
      lastName: who.lastName,
      email: emailOf(who, domainOf(company)),
      phone: phoneNumber(r),
      facilityType: type,
      squareFootage: 250 * r.int(8, 200),
      frequency: r.pick(['Weekly', 'Bi-weekly', '2x-Weekly', 'Daily-5', 'Monthly', 'One-time'] as const),
      address: streetAddress(r, pickPlace(r)),
    });
    const result = computeBreakdown(request, pricing);
    const score = leadScore(quoteScoringInput(request, result.totalMonthlyCost));
    const priority = priorityFor(score);
    const status = r.weighted(STATUSES);
    const year = Number(day.slice(0, 4));
    const seq = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, seq);
    const id = randomUUID();
    const lostReason = status === 'lost' ? 'Chose another company' : null;
    rows.push({
      id,
      reference: formatReference(ctx.config.referencePrefix, year, seq),
      source: request.source,
      status,
      lostReason,
      priority,
      leadScore: score,
      estimatedPriceCents: Math.round(result.totalMonthlyCost * 100),
      // Open leads: a follow-up from a fortnight ago to a fortnight ahead; decided ones where they stopped.
      nextFollowUpDate: status === 'new' || status === 'lost' ? followUpDate(priority, createdAt) : addDays(ctx.today, r.int(-14, 14)),
      companyName: company,
      firstName: who.firstName,
      lastName: who.lastName,
      email: request.email,
      phone: request.phone,
      facilityType: request.facilityType,
      squareFootage: request.squareFootage,
      frequency: request.frequency,
      address: request.address,
      request,
      result,
      requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      createdAt,
      updatedAt: createdAt,
      lastTouchedAt: createdAt,
    });
    activities.push({
      leadId: id,
      type: 'created' as const,
      description: 'Came in through the quote calculator',
      actorId: null,
      occurredAt: createdAt,
    });
    if (status !== 'new') {
      const move = `${leadStatusLabels.new} -> ${leadStatusLabels[status]}`;
      activities.push({
        leadId: id,
        type: 'status' as const,
        description: lostReason ? `${move}: ${lostReason}` : move,
        actorId: ctx.staff.adminId,
        occurredAt: new Date(createdAt.getTime() + 86_400_000),
      });
    }
  }
  await repo.insert(rows, activities, numbers);
  return rows.length;
}
