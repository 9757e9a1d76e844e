import { createHash } from 'node:crypto';
import type { AcceptQuoteRequest, AcceptQuoteResponse, AcceptanceStatus, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import type { PlanPriceVersion, PriceChangeRequest } from '#shared/contracts/sites.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate, monthStart } from '#shared/domain/company-time.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createBillingRepository } from '../billing/billing.repository.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { companyLongDate } from '../operations/plan-text.ts';
import { acceptanceUrl, newAcceptanceToken, QUOTE_VALID_DAYS } from '../quote/acceptance/acceptance-offers.ts';
import { stampAcceptance } from '../quote/documents/acceptance-stamp.ts';
import { filenamePart } from '../quote/quote-documents.ts';
import type { RequestOrigin } from '../security/security-events.service.ts';
import { createPlanPriceRepository, type PriceVersionRow } from './plan-price.repository.ts';
import { renderPriceAmendmentPdf } from './price-amendment-pdf.ts';
import { createSitesRepository } from './sites.repository.ts';

/** The outbox kind of the e-mail carrying a price amendment's link. */
export const PRICE_CHANGE_EMAIL = 'plan-price-change';
/** Who accepts an amendment in the audit trail: whoever holds the e-mailed link. */
const PRICE_LINK_ACTOR = { system: 'price-link' };

interface Deps {
  db: Database;
  siteUrl: string;
  /** Without e-mail the agreement's e-mail waits in the outbox: the admin gets its link to pass on (issue 30). */
  emailConfigured?: boolean;
  company: () => CompanyProfile;
  notifyTo: string;
  clock?: () => Date;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const monthName = (first: string) =>
  new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const dayName = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
/** "P12-2": the plan and the version, on the amendment and its e-mail. */
const referenceOf = (v: Pick<PriceVersionRow, 'servicePlanId' | 'version'>) => `P${v.servicePlanId}-${v.version}`;

type AcceptBody = Required<Pick<AcceptQuoteRequest, 'signerName' | 'signerTitle' | 'agreementSha256'>>;

/**
 * Raising a plan's price from the first of a month (decision 0047): a new price version, its amendment
 * e-mailed to the customer and accepted online through the quote-acceptance page (`/accept/<token>`).
 * Accepted, the invoices of its month and after follow it; the ones issued stay as they are.
 */
export function createPlanPriceService(deps: Deps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const repository = createPlanPriceRepository(db);

  function statusOf(v: PriceVersionRow, at: Date): PlanPriceVersion['status'] {
    if (v.acceptedAt) return 'accepted';
    return at.getTime() >= v.expiresAt.getTime() ? 'expired' : 'offered';
  }

  function toVersion(v: PriceVersionRow, sentTo: string, at: Date): PlanPriceVersion {
    return {
      servicePlanId: v.servicePlanId,
      version: v.version,
      effectiveFrom: v.effectiveFrom,
      previousPriceCents: v.previousPriceCents,
      monthlyPriceCents: v.monthlyPriceCents,
      note: v.note,
      status: statusOf(v, at),
      createdAt: v.createdAt.toISOString(),
      expiresAt: v.expiresAt.toISOString(),
      sentTo,
      accepted: v.acceptedAt
        ? { acceptedAt: v.acceptedAt.toISOString(), signerName: v.signerName ?? '', signerTitle: v.signerTitle ?? '' }
        : null,
      acceptUrl: !deps.emailConfigured && statusOf(v, at) === 'offered' ? acceptanceUrl(deps.siteUrl, v.token) : null,
    };
  }

  async function parties(planId: number) {
    const found = await repository.planParties(planId);
    if (!found) throw notFound('Plan');
    const c = found.customer;
    const clientName = c.companyName?.trim() || [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || c.username;
    return { ...found, clientName };
  }

  /** The amendment's bytes: the same for the same version every time (dated by its creation). */
  async function render(v: PriceVersionRow) {
    const p = await parties(v.servicePlanId);
    const pdf = await renderPriceAmendmentPdf({
      reference: referenceOf(v),
      company: deps.company(),
      clientName: p.clientName,
      siteName: p.siteName,
      siteAddress: p.siteAddress,
      facilityType: p.plan.facilityType,
      frequency: p.plan.frequency,
      previousPriceCents: v.previousPriceCents,
      monthlyPriceCents: v.monthlyPriceCents,
      effectiveFrom: v.effectiveFrom,
      issuedAt: v.createdAt,
      expiresAt: v.expiresAt,
    });
    return { pdf, parties: p, filename: `${filenamePart(p.clientName)}-Price-Amendment-${referenceOf(v)}.pdf` };
  }

  const agreementUrl = (token: string) => `/api/quote-acceptances/${encodeURIComponent(token)}/agreement.pdf`;

  async function find(token: string): Promise<PriceVersionRow> {
    const v = token.length >= 40 ? await repository.findByToken(token) : undefined;
    if (!v) throw notFound('Quote');
    return v;
  }

  return {
    /** Whether the token is a price amendment's (the acceptance routes ask before treating it as a quote's). */
    async owns(token: string): Promise<boolean> {
      return token.length >= 40 && (await repository.findByToken(token)) !== undefined;
    },

    async list(siteId: number): Promise<PlanPriceVersion[]> {
      if (!(await createSitesRepository(db).site(siteId))) throw new AppError('NOT_FOUND', 'No site has this id.');
      const rows = await repository.versions(await repository.sitePlanIds(siteId));
      const at = clock();
      const out: PlanPriceVersion[] = [];
      for (const v of rows) out.push(toVersion(v, (await parties(v.servicePlanId)).customer.email, at));
      return out;
    },

    /**
     * A new price version of the site's active plan from `effectiveFrom` (the first of this month or a
     * later one the plan has no invoice for), its amendment e-mailed to the customer, audited on the plan.
     */
    async raise(siteId: number, input: PriceChangeRequest, adminId: number): Promise<PlanPriceVersion> {
      if (!(await createSitesRepository(db).site(siteId))) throw new AppError('NOT_FOUND', 'No site has this id.');
      const current = await createSitesRepository(db).currentPlan(siteId);
      if (!current || current.status !== 'active') throw new AppError('CONFLICT', 'This site has no active service plan to re-price.');
      const at = clock();
      const thisMonth = monthStart(companyDate(at));
      if (input.effectiveFrom < thisMonth)
        throw new AppError('VALIDATION_FAILED', 'Choose this month or a later one: past months stay at the price agreed then.', {
          effectiveFrom: `Choose ${dayName(thisMonth)} or a later first of the month`,
        });
      const made = await inTransaction(db, async (tx) => {
        const prices = createPlanPriceRepository(tx);
        const plan = await prices.lockPlan(current.id);
        if (!plan || plan.status !== 'active') throw new AppError('CONFLICT', 'This site has no active service plan to re-price.');
        const invoiced = await prices.invoicedFrom(plan.id, input.effectiveFrom);
        if (invoiced)
          throw new AppError(
            'CONFLICT',
            `The plan is already invoiced for ${monthName(invoiced)}: choose a later month, or void that invoice first.`,
            { effectiveFrom: 'Choose a month not invoiced yet' },
          );
        const open = (await prices.versions([plan.id])).find((v) => statusOf(v, at) === 'offered');
        if (open)
          throw new AppError(
            'CONFLICT',
            `A new price of ${money(open.monthlyPriceCents)} from ${dayName(open.effectiveFrom)} waits for the customer's acceptance until ${companyLongDate(open.expiresAt)}.`,
          );
        const previous = await prices.priceFor(plan.id, input.effectiveFrom);
        if (previous === input.monthlyPriceCents)
          throw new AppError('VALIDATION_FAILED', `The plan is already billed at ${money(previous)} from then.`, {
            monthlyPriceCents: 'Enter a price different from the current one',
          });
        const version = await prices.insert({
          servicePlanId: plan.id,
          version: await prices.nextVersion(plan.id),
          effectiveFrom: input.effectiveFrom,
          previousPriceCents: previous,
          monthlyPriceCents: input.monthlyPriceCents,
          note: input.note?.trim() || null,
          createdBy: adminId,
          token: newAcceptanceToken(),
          expiresAt: new Date(at.getTime() + QUOTE_VALID_DAYS * 86_400_000),
          createdAt: at,
          updatedAt: at,
        });
        const p = await (async () => {
          const found = await prices.planParties(plan.id);
          if (!found) throw notFound('Plan');
          return found;
        })();
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'service_plan',
          entityId: plan.id,
          action: 'price-change',
          before: { monthlyPriceCents: previous },
          after: {
            version: version.version,
            effectiveFrom: version.effectiveFrom,
            monthlyPriceCents: version.monthlyPriceCents,
            note: version.note,
            siteId,
            sentTo: p.customer.email,
            expiresAt: version.expiresAt.toISOString(),
          },
        });
        const company = deps.company();
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: p.customer.email,
          kind: PRICE_CHANGE_EMAIL,
          payload: {
            name: p.customer.firstName?.trim() || p.customer.companyName?.trim() || 'there',
            reference: referenceOf(version),
            siteName: p.siteName,
            previousPrice: money(previous),
            newPrice: money(version.monthlyPriceCents),
            effectiveFrom: dayName(version.effectiveFrom),
            url: acceptanceUrl(deps.siteUrl, version.token),
            validUntil: companyLongDate(version.expiresAt),
            companyName: company.name,
            companyPhone: company.phone,
          },
        });
        return { version, sentTo: p.customer.email };
      });
      return toVersion(made.version, made.sentTo, at);
    },

    /** The amendment as the acceptance page shows it (the quote page's shape, with `priceChange`). */
    async view(token: string): Promise<QuoteAcceptance> {
      const v = await find(token);
      const at = clock();
      const { pdf, parties: p } = await render(v);
      const status: AcceptanceStatus = statusOf(v, at) === 'offered' ? 'open' : statusOf(v, at) === 'accepted' ? 'accepted' : 'expired';
      return {
        reference: referenceOf(v),
        status,
        companyName: p.customer.companyName ?? '',
        contactName: [p.customer.firstName, p.customer.lastName].filter(Boolean).join(' ').trim(),
        email: p.customer.email,
        facilityType: p.plan.facilityType,
        squareFootage: p.plan.squareFootage ?? 0,
        frequency: p.plan.frequency,
        addOns: p.plan.addOns,
        monthlyPriceCents: v.monthlyPriceCents,
        oneTime: false,
        validUntil: v.expiresAt.toISOString(),
        serviceAddress: p.siteAddress,
        needsServiceAddress: false,
        agreementSha256: v.agreementSha256 ?? sha256(pdf),
        agreementUrl: agreementUrl(token),
        proposedSchedule: null,
        accepted: v.acceptedAt
          ? { acceptedAt: v.acceptedAt.toISOString(), signerName: v.signerName ?? '', signerTitle: v.signerTitle ?? '' }
          : null,
        company: { name: deps.company().name, phone: deps.company().phone },
        priceChange: { previousPriceCents: v.previousPriceCents, effectiveFrom: v.effectiveFrom, siteName: p.siteName },
      };
    },

    /** Records the acceptance (who, when, from where, the hash of the bytes shown): the invoices from its month follow it. */
    async accept(token: string, body: AcceptBody, origin: RequestOrigin): Promise<AcceptQuoteResponse> {
      const found = await find(token);
      const { pdf, parties: p } = await render(found);
      const hash = sha256(pdf);
      const accepted = await inTransaction(db, async (tx) => {
        const prices = createPlanPriceRepository(tx);
        const v = await prices.lockByToken(token);
        if (!v) throw notFound('Quote');
        const at = clock();
        if (v.acceptedAt)
          throw new AppError(
            'CONFLICT',
            `This amendment was already accepted on ${companyLongDate(v.acceptedAt)} by ${v.signerName}. Download the signed amendment from this page.`,
          );
        if (at.getTime() >= v.expiresAt.getTime())
          throw new AppError('GONE', `This offer expired on ${companyLongDate(v.expiresAt)}. Please call us at ${deps.company().phone}.`);
        // Invoices issued never change (decision 0047): a month invoiced since the offer was made (the run bills
        // up to the current month) would be billed at a price other than the one accepted for it. The run's lock
        // keeps a run and this acceptance from passing each other unseen.
        await createBillingRepository(tx).lockIssueRun();
        const invoiced = await prices.invoicedFrom(v.servicePlanId, v.effectiveFrom);
        if (invoiced)
          throw new AppError(
            'CONFLICT',
            `This amendment starts on ${dayName(v.effectiveFrom)}, but ${monthName(invoiced)} is already invoiced at the earlier price, so it can no longer be accepted. Please call us at ${deps.company().phone} for an amendment from a later month.`,
          );
        if (body.agreementSha256 !== hash)
          throw new AppError('CONFLICT', 'The agreement changed since you opened it. Please review it again.', {
            agreementSha256: 'The agreement changed since you opened it. Please review it again.',
          });
        const done = await prices.markAccepted(
          v.id,
          {
            signerName: body.signerName,
            signerTitle: body.signerTitle,
            ip: origin.ip,
            userAgent: origin.userAgent?.slice(0, 500) ?? null,
            agreementSha256: hash,
          },
          at,
        );
        if (!done) throw new AppError('CONFLICT', 'This amendment was already accepted.');
        await createAuditRepository(tx).record({
          actor: PRICE_LINK_ACTOR,
          entity: 'service_plan',
          entityId: v.servicePlanId,
          action: 'price-change-accepted',
          after: {
            version: v.version,
            effectiveFrom: v.effectiveFrom,
            monthlyPriceCents: v.monthlyPriceCents,
            acceptedAt: at.toISOString(),
            signerName: body.signerName,
            signerTitle: body.signerTitle,
            ip: origin.ip,
            agreementSha256: hash,
          },
        });
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: deps.notifyTo,
          kind: 'plan-price-accepted',
          payload: {
            title: `Price amendment accepted online: ${p.clientName} (${referenceOf(v)})`,
            lines: [
              `Accepted by ${body.signerName}, ${body.signerTitle}, on ${companyLongDate(at)}.`,
              `New monthly price ${money(v.monthlyPriceCents)} (was ${money(v.previousPriceCents)}) from ${dayName(v.effectiveFrom)}, ${p.siteName}.`,
              `Agreement SHA-256: ${hash}`,
            ],
            siteUrl: `${deps.siteUrl}/admin/sites/${p.plan.siteId}`,
          },
        });
        return done;
      });
      return {
        reference: referenceOf(accepted),
        acceptedAt: accepted.acceptedAt!.toISOString(),
        signerName: body.signerName,
        signerTitle: body.signerTitle,
        agreementSha256: hash,
        signedAgreementUrl: agreementUrl(token),
        servicePlan: null,
        message: `Thank you, ${body.signerName}. Your new monthly price of ${money(accepted.monthlyPriceCents)} applies from ${dayName(accepted.effectiveFrom)}; invoices before then stay as they are.`,
      };
    },

    /** Before acceptance the bytes a signer accepts; after, those bytes with the acceptance stamped on a last page. */
    async agreementPdf(token: string): Promise<{ pdf: Buffer; filename: string }> {
      const v = await find(token);
      const { pdf, filename } = await render(v);
      if (!v.acceptedAt) return { pdf, filename };
      return {
        pdf: stampAcceptance(pdf, {
          companyName: deps.company().name,
          reference: referenceOf(v),
          acceptedAt: v.acceptedAt,
          signerName: v.signerName ?? '',
          signerTitle: v.signerTitle ?? '',
          agreementSha256: v.agreementSha256 ?? sha256(pdf),
        }),
        filename: filename.replace(/\.pdf$/, '-accepted.pdf'),
      };
    },
  };
}
export type PlanPriceService = ReturnType<typeof createPlanPriceService>;
