import { createHash } from 'node:crypto';
import type { AcceptQuoteRequest, AcceptQuoteResponse, AcceptanceStatus, QuoteAcceptance } from '#shared/contracts/conversion.ts';
import type { QuoteBreakdown } from '#shared/contracts/quote/quotes.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { planFrequencies, type PlanFrequency } from '#shared/domain/operations.ts';
import {
  conversionStartsOn,
  crewSizeFromQuote,
  DEFAULT_VISIT_TIME,
  defaultServiceDays,
  visitMinutesFromHours,
} from '#shared/domain/plan-start.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { createQuoteAcceptancesRepository, type AcceptanceSummary } from '../quote/acceptance/quote-acceptances.repository.ts';
import { stampAcceptance } from '../quote/documents/acceptance-stamp.ts';
import { filenamePart, type QuoteDocuments } from '../quote/quote-documents.ts';
import type { RequestOrigin } from '../security/security-events.service.ts';
import { createConversionRepository, type LeadRow } from './conversion.repository.ts';
import { companyLongDate, QUOTE_LINK_ACTOR, scheduleLine, type ConversionService } from './conversion.service.ts';

interface Deps {
  db: Database;
  documents: QuoteDocuments;
  conversion: ConversionService;
  siteUrl: string;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  /** Where the company hears of acceptances (NOTIFY_EMAIL). */
  notifyTo: string;
  now?: () => Date;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const isPlanFrequency = (value: string | null): value is PlanFrequency => planFrequencies.includes(value as PlanFrequency);

/** The parts of an acceptance the stamp and the answers name. */
function signatureOf(offer: AcceptanceSummary) {
  return { acceptedAt: offer.acceptedAt!, signerName: offer.signerName ?? '', signerTitle: offer.signerTitle ?? '' };
}

/**
 * Accepting a quote online (issue 13): the page at `/accept/<token>` shows the agreement and its SHA-256;
 * the acceptance records who, when, from which address and the hash of the exact bytes shown (and the
 * bytes), then converts the lead in the same transaction, after the lead's lock: an acceptance and an
 * admin's conversion of the same lead take turns, and "accepted" always means "a customer".
 */
export function createQuoteAcceptanceService(deps: Deps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const offers = createQuoteAcceptancesRepository(db);

  /** The offer and its priced lead; 404 for an unknown token (or a lead that is no quote). */
  async function find(token: string): Promise<{ offer: AcceptanceSummary; lead: LeadRow & { result: QuoteBreakdown } }> {
    const offer = token.length >= 40 ? await offers.findByToken(token) : undefined;
    const lead = offer && (await createConversionRepository(db).findLead(offer.leadId));
    if (!offer || !lead?.result) throw notFound('Quote');
    return { offer, lead: { ...lead, result: lead.result } };
  }

  function statusOf(offer: AcceptanceSummary, lead: LeadRow, at: Date): AcceptanceStatus {
    if (offer.acceptedAt) return 'accepted';
    if (lead.convertedAt || lead.customerId !== null) return 'converted';
    return at.getTime() >= offer.expiresAt.getTime() ? 'expired' : 'open';
  }

  const agreementUrl = (token: string) => `/api/quote-acceptances/${encodeURIComponent(token)}/agreement.pdf`;

  const alreadyAccepted = (offer: AcceptanceSummary) =>
    new AppError(
      'CONFLICT',
      `This quote was already accepted on ${companyLongDate(offer.acceptedAt!)} by ${offer.signerName}. Download the signed agreement from this page.`,
    );
  const alreadyConverted = (lead: LeadRow) =>
    new AppError(
      'CONFLICT',
      `This quote is already being served: our team set up your account from it${lead.convertedAt ? ` on ${companyLongDate(lead.convertedAt)}` : ''}. Please call us at ${deps.company().phone} with any questions.`,
    );
  const expired = (offer: AcceptanceSummary) =>
    new AppError('GONE', `This quote expired on ${companyLongDate(offer.expiresAt)}. Please ask for a fresh quote.`);

  return {
    async view(token: string): Promise<QuoteAcceptance> {
      const at = now();
      const { offer, lead } = await find(token);
      const status = statusOf(offer, lead, at);
      const quote = lead.result;
      const frequency = isPlanFrequency(lead.frequency) ? lead.frequency : null;
      const days = frequency ? defaultServiceDays(frequency) : [];
      const request = lead.request as { additionalServices?: unknown };
      return {
        reference: lead.reference,
        status,
        companyName: lead.companyName,
        contactName: [lead.firstName, lead.lastName]
          .map((n) => n.trim())
          .filter(Boolean)
          .join(' '),
        email: lead.email,
        facilityType: quote.facilityType,
        squareFootage: quote.squareFootage,
        frequency: quote.frequency,
        addOns: Array.isArray(request.additionalServices) ? (request.additionalServices as string[]) : [],
        monthlyPriceCents: lead.estimatedPriceCents,
        oneTime: frequency === null,
        validUntil: offer.expiresAt.toISOString(),
        serviceAddress: lead.address.trim() || null,
        needsServiceAddress: lead.address.trim() === '',
        agreementSha256: offer.agreementSha256 ?? sha256((await deps.documents.render('agreement', lead.id)).pdf),
        agreementUrl: agreementUrl(token),
        proposedSchedule:
          frequency && status === 'open'
            ? {
                startsOn: conversionStartsOn(frequency, days, companyDate(at)),
                serviceDays: days,
                startTime: DEFAULT_VISIT_TIME,
                visitMinutes: visitMinutesFromHours(quote.laborCosts.hoursPerCleanerPerSession),
                crewSize: crewSizeFromQuote(quote.laborCosts.cleanersNeeded),
              }
            : null,
        accepted: offer.acceptedAt
          ? { acceptedAt: offer.acceptedAt.toISOString(), signerName: offer.signerName ?? '', signerTitle: offer.signerTitle ?? '' }
          : null,
        company: { name: deps.company().name, phone: deps.company().phone },
      };
    },

    async accept(
      token: string,
      body: Required<Pick<AcceptQuoteRequest, 'signerName' | 'signerTitle' | 'agreementSha256'>> & { serviceAddress?: string | undefined },
      origin: RequestOrigin,
    ): Promise<AcceptQuoteResponse> {
      const { offer: found } = await find(token);
      // The bytes the signer was shown: rendered as every view renders them (the same for the same quote).
      const { pdf } = await deps.documents.render('agreement', found.leadId);
      const hash = sha256(pdf);

      const outcome = await inTransaction(db, async (tx) => {
        // Lock order of every conversion: the lead, then its offer, then the new rows.
        const lead = await createConversionRepository(tx).lockLead(found.leadId);
        const acceptances = createQuoteAcceptancesRepository(tx);
        const offer = await acceptances.lock(found.leadId);
        if (!lead || !offer) throw notFound('Quote');
        const at = now();
        if (offer.acceptedAt) throw alreadyAccepted(offer);
        if (lead.convertedAt || lead.customerId !== null) throw alreadyConverted(lead);
        if (at.getTime() >= offer.expiresAt.getTime()) throw expired(offer);
        if (body.agreementSha256 !== hash) {
          throw new AppError('CONFLICT', 'The agreement changed since you opened it. Please review it again.', {
            agreementSha256: 'The agreement changed since you opened it. Please review it again.',
          });
        }
        if (!lead.address.trim() && !body.serviceAddress) {
          throw new AppError('VALIDATION_FAILED', 'Invalid body: serviceAddress', {
            serviceAddress: 'Enter the street address of the place to clean: the quote has none',
          });
        }

        const accepted = await acceptances.markAccepted(
          lead.id,
          {
            signerName: body.signerName,
            signerTitle: body.signerTitle,
            ip: origin.ip,
            userAgent: origin.userAgent?.slice(0, 500) ?? null,
            agreementSha256: hash,
            agreementPdf: pdf,
          },
          at,
        );
        if (!accepted) throw alreadyAccepted(offer);
        await createAuditRepository(tx).record({
          actor: QUOTE_LINK_ACTOR,
          entity: 'quote_acceptance',
          entityId: lead.id,
          action: 'accept',
          after: {
            reference: lead.reference,
            acceptedAt: at.toISOString(),
            signerName: accepted.signerName,
            signerTitle: accepted.signerTitle,
            consent: true,
            ip: accepted.ip,
            userAgent: accepted.userAgent,
            agreementSha256: hash,
            agreementBytes: pdf.length,
          },
        });

        const result = await deps.conversion.convertLocked(tx, lead, {
          via: 'acceptance',
          actor: QUOTE_LINK_ACTOR,
          overrides: { serviceAddress: body.serviceAddress },
        });
        const { conversion, plan } = result;
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: deps.notifyTo,
          kind: 'quote-accepted',
          payload: {
            title: `Quote accepted online: ${lead.companyName || conversion.customer.name} (${lead.reference})`,
            lines: [
              `Accepted by ${body.signerName}, ${body.signerTitle}, on ${companyLongDate(at)}.`,
              `Agreement SHA-256: ${hash}`,
              `Customer account: ${conversion.customer.username} (${conversion.customer.created ? 'new' : 'existing'}), ${conversion.customer.email}`,
              `Site: ${conversion.site.name}, ${conversion.site.address}`,
              plan
                ? `Plan: ${scheduleLine(plan)} ${conversion.bookingsCreated} visits booked so far: confirm the schedule with the client and assign a crew.`
                : 'One-time cleaning: call the client to book the visit as a one-off booking.',
            ],
            leadId: lead.id,
            crmUrl: `${deps.siteUrl}/crm-dashboard`,
          },
        });
        return { ...result, acceptedAt: at };
      });
      await deps.conversion.afterCommit(outcome, null, origin);

      const { conversion, plan, passwordLink } = outcome;
      const created = conversion.customer.created;
      const next = plan
        ? `Your service starts on ${companyLongDate(new Date(`${plan.startsOn}T12:00:00Z`))}; we will confirm the schedule with you.`
        : 'We will call you to book your cleaning visit.';
      const account = !created
        ? 'It was added to your Client Portal account.'
        : passwordLink?.emailed
          ? `We e-mailed ${conversion.customer.email} a link to choose your password for the Client Portal.`
          : 'We will contact you to set up your Client Portal sign-in.';
      return {
        reference: conversion.reference,
        acceptedAt: outcome.acceptedAt.toISOString(),
        signerName: body.signerName,
        signerTitle: body.signerTitle,
        agreementSha256: hash,
        signedAgreementUrl: agreementUrl(token),
        account: created ? 'created' : 'existing',
        inviteEmailed: passwordLink?.emailed ?? false,
        servicePlan: plan
          ? { frequency: plan.frequency, startsOn: plan.startsOn, serviceDays: plan.serviceDays, startTime: plan.startTime.slice(0, 5) }
          : null,
        message: `Thank you, ${body.signerName}. ${next} ${account}`,
      };
    },

    /** The agreement: before acceptance the bytes a signer accepts; after, those bytes with the acceptance stamped on a last page. */
    async agreementPdf(token: string): Promise<{ pdf: Buffer; filename: string }> {
      const { offer, lead } = await find(token);
      if (!offer.acceptedAt) return deps.documents.render('agreement', lead.id);
      const accepted = await offers.agreementPdf(lead.id);
      if (!accepted) throw new Error(`Accepted quote ${lead.reference} has no agreement bytes`);
      const signature = signatureOf(offer);
      return {
        pdf: stampAcceptance(accepted, {
          companyName: deps.company().name,
          reference: lead.reference,
          ...signature,
          agreementSha256: offer.agreementSha256 ?? sha256(accepted),
        }),
        filename: `${filenamePart(lead.companyName)}-Service-Agreement-${lead.reference}-accepted.pdf`,
      };
    },
  };
}
export type QuoteAcceptanceService = ReturnType<typeof createQuoteAcceptanceService>;
