import { createHash, randomUUID } from 'node:crypto';
import type {
  QuoteBreakdown,
  QuoteResult,
  ValidQuoteRequest,
  ValidWindowQuote,
  WindowQuoteResponse,
} from '#shared/contracts/quote/quotes.ts';
import { recordLeadCreated } from '../../crm/lead-history.ts';
import { createLeadEngagementRepository } from '../../crm/lead-engagement.repository.ts';
import { inTransaction, type Database } from '../../../db/client.ts';
import { AppError, notFound } from '../../../errors.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { CompanyNotices } from '../../notifications/company-notices.ts';
import type { PricingConfigService } from '../pricing/pricing-config.service.ts';
import { computeBreakdown } from '../pricing/pricing-engine.ts';
import { followUpDate, leadScore, priorityFor, quoteScoringInput, windowLeadScore } from '../../crm/lead-scoring.ts';
import { createLeadsRepository, isLeadId, type LeadRow, type NewLeadRow } from '../../crm/leads.repository.ts';
import { companyYear, formatReference } from '../../numbering/references.ts';
import { takeNextNumber } from '../../numbering/number-sequences.repository.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { frequencyWords } from '#shared/domain/quote.ts';
import { createOffer, ensureOffer, type OfferMail } from '../acceptance/acceptance-offers.ts';
import { createQuoteAcceptancesRepository } from '../acceptance/quote-acceptances.repository.ts';
import { publicQuote } from './public-quote.ts';
import { maskedEmail } from './masked-email.ts';

interface Deps {
  /** The company's new-lead notice on every channel (decision 0022). */
  notices: CompanyNotices;
  db: Database;
  pricing: PricingConfigService;
  siteUrl: string;
  /** The company profile in force: the sender named in the e-mail carrying a quote's accept link. */
  company: () => CompanyProfile;
  /** The letters of new quote references (config REFERENCE_PREFIX). */
  referencePrefix: string;
  /** The clock: a lead's time, its reference's year and its first follow-up (the demo's story moves it). */
  now?: () => Date;
}

/** What the company's notice about a new lead says beyond the lead's own fields (the e-mail's lines). */
interface LeadNotice {
  headline: string;
  details: string[];
}

const WINDOW_MESSAGE = 'Thanks! We received your window cleaning request and will call you shortly.';

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Every accepted request becomes a lead, stored with its computed result and
 * the company's notification in one transaction, before the visitor gets the
 * answer. A retried request with the same Idempotency-Key gets the first answer.
 */
export function createLeadsService(deps: Deps) {
  const repo = createLeadsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const offerMail = (): OfferMail => ({ siteUrl: deps.siteUrl, companyName: deps.company().name, companyPhone: deps.company().phone });

  /**
   * The lead, its reference and the company's notice in one transaction: a failure leaves no number used.
   * A priced lead gets its offer to accept online in the same transaction.
   */
  async function store(row: Omit<NewLeadRow, 'id' | 'reference'>, notice: LeadNotice): Promise<LeadRow> {
    const id = randomUUID();
    const at = now();
    return inTransaction(deps.db, async (t) => {
      const year = companyYear(at);
      const reference = formatReference(deps.referencePrefix, year, await takeNextNumber(t, 'quote', year));
      const lead = await createLeadsRepository(t).insert({ ...row, id, reference, createdAt: at, updatedAt: at, lastTouchedAt: at });
      await recordLeadCreated(t, { leadId: id, source: lead.source, at: lead.createdAt });
      if (lead.result) await createOffer(t, lead, offerMail());
      // One notice per configured channel the company switched on for leads (decision 0022).
      await deps.notices.notify(t, 'new-lead', {
        leadId: id,
        reference,
        company: lead.companyName,
        contactName: `${lead.firstName} ${lead.lastName}`.trim(),
        email: lead.email,
        phone: lead.phone,
        source: lead.source,
        monthlyEstimate: lead.estimatedPriceCents / 100,
        headline: notice.headline,
        details: notice.details,
        score: lead.leadScore,
        priority: lead.priority,
      });
      return lead;
    });
  }

  /**
   * Where the lead's link to accept online went (decision 0033): only to the quote's e-mail, never in
   * an answer. A lead older than online acceptance gets its offer (and that e-mail) now.
   */
  async function offerOf(lead: LeadRow): Promise<{ acceptLinkSentTo: string }> {
    await ensureOffer(deps.db, lead, offerMail());
    return { acceptLinkSentTo: lead.email };
  }

  /** The first answer for a retried key; 409 when the key was used for a different request. */
  async function replay(key: string | undefined, hash: string): Promise<LeadRow | undefined> {
    if (!key) return undefined;
    const existing = await repo.findByIdempotencyKey(key);
    if (existing && existing.requestHash !== hash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was already used for a different request.');
    }
    return existing;
  }

  /** Stores, and on a concurrent duplicate of the same key returns the winner's lead. */
  async function storeOnce(key: string | undefined, hash: string, row: Omit<NewLeadRow, 'id' | 'reference'>, notice: LeadNotice) {
    try {
      return await store(row, notice);
    } catch (error) {
      if (key && isUniqueViolation(error)) {
        const winner = await replay(key, hash);
        if (winner) return winner;
      }
      throw error;
    }
  }

  /** A quote lead's public result: what the client buys, with where its link to accept went (decision 0038). */
  async function answerOf(lead: LeadRow): Promise<QuoteResult> {
    const { acceptLinkSentTo } = await offerOf(lead);
    return publicQuote({ ...lead, result: resultOf(lead) }, acceptLinkSentTo);
  }

  return {
    async quote(input: ValidQuoteRequest, idempotencyKey?: string): Promise<QuoteResult> {
      // The visitor id links the lead to the tracker's page views (decision 0020); it is not part of the request kept.
      const { visitorId, ...request } = input;
      const key = idempotencyKey ? `pricing:${idempotencyKey}` : undefined;
      const hash = hashOf(request);
      const previous = await replay(key, hash);
      if (previous) return answerOf(previous);

      const pricing = await deps.pricing.active();
      const breakdown = computeBreakdown(request, pricing.constants);
      const score = leadScore(quoteScoringInput(request, breakdown.totalMonthlyCost));
      const priority = priorityFor(score);
      const lead = await storeOnce(
        key,
        hash,
        {
          source: request.source,
          priority,
          leadScore: score,
          estimatedPriceCents: Math.round(breakdown.totalMonthlyCost * 100),
          nextFollowUpDate: followUpDate(priority, now()),
          companyName: breakdown.companyName,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.email,
          phone: request.phone,
          facilityType: request.facilityType,
          squareFootage: request.squareFootage,
          frequency: request.frequency,
          address: request.address,
          request,
          result: breakdown,
          pricingVersion: pricing.version || null,
          idempotencyKey: key ?? null,
          requestHash: hash,
          visitorId: visitorId ?? null,
        },
        {
          headline: 'New quote request',
          details: [
            `${request.firstName} ${request.lastName}`.trim() || 'No name given',
            `E-mail: ${request.email}`,
            `Phone: ${request.phone || 'not given'}`,
            `Facility: ${request.facilityType}, ${request.squareFootage.toLocaleString('en-US')} sq ft, ${frequencyWords(request.frequency)}`,
            `Address: ${request.address || 'not given'}`,
            `Add-ons: ${request.additionalServices.join(', ') || 'none'}`,
            `Quoted: $${Math.round(breakdown.totalMonthlyCost).toLocaleString('en-US')} per month`,
            `Source: ${request.source}`,
          ],
        },
      );
      return answerOf(lead);
    },

    async windowQuote(input: ValidWindowQuote, idempotencyKey?: string): Promise<WindowQuoteResponse> {
      const { visitorId, ...request } = input;
      const key = idempotencyKey ? `window:${idempotencyKey}` : undefined;
      const hash = hashOf(request);
      const previous = await replay(key, hash);
      if (previous) return { leadId: previous.id, reference: previous.reference, message: WINDOW_MESSAGE };

      const [firstName = '', ...rest] = request.fullName.split(/\s+/);
      const score = windowLeadScore(request);
      const priority = priorityFor(score);
      const lead = await storeOnce(
        key,
        hash,
        {
          source: 'window-quote',
          priority,
          leadScore: score,
          estimatedPriceCents: 0,
          nextFollowUpDate: followUpDate(priority, now()),
          companyName: request.fullName,
          firstName,
          lastName: rest.join(' '),
          email: request.email,
          phone: request.mobile,
          facilityType: null,
          squareFootage: null,
          frequency: request.preferredPlan,
          address: request.address,
          request,
          result: null,
          pricingVersion: null,
          idempotencyKey: key ?? null,
          requestHash: hash,
          visitorId: visitorId ?? null,
        },
        {
          headline: 'New window cleaning request',
          details: [
            `Mobile: ${request.mobile}${request.textUpdates ? ' (wants text updates)' : ''}`,
            `E-mail: ${request.email || 'not given'}`,
            `Address: ${request.address}`,
            `Plan: ${request.preferredPlan}, panes: ${request.paneCount}`,
            `Add-ons: ${request.addOns.join(', ') || 'none'}`,
            `Notes: ${request.notes || 'none'}`,
          ],
        },
      );
      return { leadId: lead.id, reference: lead.reference, message: WINDOW_MESSAGE };
    },

    /** The lead's quote or agreement PDF was served; `id` names a lead that exists (its PDF was just rendered). */
    async countPdfDownload(id: string): Promise<void> {
      await createLeadEngagementRepository(deps.db).countPdfDownload(id.toLowerCase());
    },

    /** Where a priced lead's link to accept online was e-mailed (the offer made now for an older lead). */
    acceptLinkOf: (lead: PricedLead) => offerOf(lead),

    /**
     * GET /api/quotes/{leadId}: a quote's result by its link, the answer its request had with the accept
     * link's address masked (left out while the lead has no offer). Unknown and malformed ids, and leads
     * without a price (window requests), are 404.
     */
    async result(leadId: string): Promise<QuoteResult> {
      if (!isLeadId(leadId)) throw notFound('Quote');
      const row = await repo.findById(leadId.toLowerCase());
      if (!row?.result) throw notFound('Quote');
      // A read by a shareable link: it looks the offer up and never makes one (no write, no e-mail for an
      // older lead; its first agreement PDF does that), and names the mailbox only masked (decision 0038).
      const offer = await createQuoteAcceptancesRepository(deps.db).findByLead(row.id);
      return publicQuote({ ...row, result: row.result }, offer ? maskedEmail(row.email) : undefined);
    },

    /** A priced lead by id; unknown or malformed ids are simply not found. */
    async findPriced(id: string): Promise<PricedLead | undefined> {
      if (!isLeadId(id)) return undefined;
      const row = await repo.findById(id.toLowerCase());
      return row?.result ? { ...row, result: row.result } : undefined;
    },
  };
}

/** The computed quote of a lead stored by quote(): those always carry one. */
function resultOf(row: LeadRow): QuoteBreakdown {
  if (!row.result) throw new Error(`Lead ${row.id} has no computed quote`);
  return row.result;
}

/** A lead with a computed quote (window requests have none until priced). */
export type PricedLead = LeadRow & { result: QuoteBreakdown };

export type LeadsService = ReturnType<typeof createLeadsService>;
