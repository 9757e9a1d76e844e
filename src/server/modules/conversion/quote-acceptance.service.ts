import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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
import { createConversionRepository, type AccountRow, type LeadRow } from './conversion.repository.ts';
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
  /**
   * The least time an acceptance's answer takes, whatever it did (ACCEPTANCE_ANSWER_MS, decision 0033):
   * the cases behind it (a new customer, an existing one, an address held for the admin) differ by a
   * few inserts, well inside it, so the time tells nothing. 0: answer as soon as done.
   */
  answerFloorMs: number;
}

type AcceptBody = Required<Pick<AcceptQuoteRequest, 'signerName' | 'signerTitle' | 'agreementSha256'>> & {
  serviceAddress?: string | undefined;
};

/** The signature as the notices name it. */
interface SignedLines {
  signer: string;
  on: string;
  lines: string[];
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
  const answerFloorMs = deps.answerFloorMs;
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

  /** The company's notice of an acceptance, what it led to and what the admin does next. */
  async function noticeCompany(tx: Database, lead: LeadRow, lines: string[]): Promise<void> {
    await createOutboxRepository(tx).enqueue({
      channel: 'email',
      recipient: deps.notifyTo,
      kind: 'quote-accepted',
      payload: {
        title: `Quote accepted online: ${lead.companyName || [lead.firstName, lead.lastName].join(' ').trim()} (${lead.reference})`,
        lines,
        leadId: lead.id,
        crmUrl: `${deps.siteUrl}/crm-dashboard`,
      },
    });
  }

  /**
   * The quote's e-mail belongs to a staff account or a closed customer account: no customer can be
   * made or served online. The acceptance stays recorded; the admin converts the lead with the
   * client's own e-mail (or reactivates the account), and the address's owner is told what happened.
   */
  async function holdForAdmin(tx: Database, lead: LeadRow, holder: AccountRow, signed: SignedLines): Promise<void> {
    const staff = holder.role !== 'customer';
    await noticeCompany(tx, lead, [
      ...signed.lines,
      `Not set up online: ${holder.email} belongs to ${staff ? `${holder.role === 'admin' ? 'an administrator' : 'an employee'} account (${holder.username})` : `the closed customer account ${holder.username}`}.`,
      staff
        ? 'Convert the lead from the CRM with the client’s own e-mail address, then confirm the plan’s start.'
        : 'Reactivate the account in User Management and convert the lead from the CRM, then confirm the plan’s start.',
    ]);
    await createOutboxRepository(tx).enqueue({
      channel: 'email',
      recipient: holder.email,
      kind: 'quote-acceptance-received',
      payload: {
        name: holder.firstName ?? holder.username,
        signer: signed.signer,
        reference: lead.reference,
        acceptedAt: signed.on,
        account: staff ? 'one of our staff accounts' : 'a customer account of ours that is closed',
        companyName: deps.company().name,
        companyPhone: deps.company().phone,
      },
    });
  }

  /** The schedule proposed from the quote on `at` (null for a one-time quote): the same as the page shows. */
  function proposal(lead: LeadRow, at: Date): AcceptQuoteResponse['servicePlan'] {
    if (!isPlanFrequency(lead.frequency)) return null;
    const days = defaultServiceDays(lead.frequency);
    return {
      frequency: lead.frequency,
      startsOn: conversionStartsOn(lead.frequency, days, companyDate(at)),
      serviceDays: days,
      startTime: DEFAULT_VISIT_TIME,
    };
  }

  async function acceptNow(token: string, found: AcceptanceSummary, body: AcceptBody, origin: RequestOrigin): Promise<AcceptQuoteResponse> {
    // The bytes the signer was shown: rendered as every view renders them (the same for the same quote).
    const { pdf } = await deps.documents.render('agreement', found.leadId);
    const hash = sha256(pdf);

    const outcome = await inTransaction(db, async (tx) => {
      // Lock order of every conversion: the lead, then its offer, then the new rows.
      const conversions = createConversionRepository(tx);
      const lead = await conversions.lockLead(found.leadId);
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
      const signed: SignedLines = {
        signer: `${body.signerName}, ${body.signerTitle}`,
        on: companyLongDate(at),
        lines: [`Accepted by ${body.signerName}, ${body.signerTitle}, on ${companyLongDate(at)}.`, `Agreement SHA-256: ${hash}`],
      };

      const holder = await conversions.findUserByEmail(lead.email.trim());
      if (holder && (holder.role !== 'customer' || !holder.isActive)) {
        await holdForAdmin(tx, lead, holder, signed);
        return { lead, acceptedAt: at, converted: null };
      }

      const converted = await deps.conversion.convertLocked(tx, lead, {
        via: 'acceptance',
        actor: QUOTE_LINK_ACTOR,
        overrides: { serviceAddress: body.serviceAddress },
      });
      const { conversion, plan } = converted;
      await noticeCompany(tx, lead, [
        ...signed.lines,
        `Customer account: ${conversion.customer.username} (${conversion.customer.created ? 'new' : 'existing'}), ${conversion.customer.email}`,
        `Site: ${conversion.site.name}, ${conversion.site.address}`,
        plan
          ? `Plan (accepted, to start): ${scheduleLine(plan)} Confirm its start date and crew: ${deps.siteUrl}/admin/service-plans/${plan.id}`
          : 'One-time cleaning: call the client to book the visit as a one-off booking.',
      ]);
      return { lead, acceptedAt: at, converted };
    });
    if (outcome.converted) await deps.conversion.afterCommit(outcome.converted, null, origin);

    // Built from the quote alone: the same words whatever the e-mail's account was.
    const { lead, acceptedAt } = outcome;
    const schedule = proposal(lead, acceptedAt);
    const email = lead.email.trim();
    const next = schedule
      ? `Your proposed start is ${companyLongDate(new Date(`${schedule.startsOn}T12:00:00Z`))}: we will confirm the start date and your crew by e-mail to ${email}, where your Client Portal details go too.`
      : `We will call you to book your cleaning visit, and send your Client Portal details to ${email}.`;
    return {
      reference: lead.reference,
      acceptedAt: acceptedAt.toISOString(),
      signerName: body.signerName,
      signerTitle: body.signerTitle,
      agreementSha256: hash,
      signedAgreementUrl: agreementUrl(token),
      servicePlan: schedule,
      message: `Thank you, ${body.signerName}. ${next}`,
    };
  }

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

    /**
     * Records the acceptance, then, as one transaction, what the quote's e-mail allows (decision 0033):
     * a new customer, or the existing customer's account (the link went only to that mailbox), with a
     * site and a plan waiting for the admin to confirm its start; or, for an address of a staff or a
     * closed account, nothing but the acceptance, held for the admin, with the address told what
     * happened. The answer is the same in every case and takes at least `answerFloorMs`, so neither
     * its words nor its time tell which case it was.
     */
    async accept(token: string, body: AcceptBody, origin: RequestOrigin): Promise<AcceptQuoteResponse> {
      const started = performance.now();
      // An unknown token is 404 at once: it names no quote and so no account (fuzzers and typos wait for nothing).
      const { offer } = await find(token);
      try {
        return await acceptNow(token, offer, body, origin);
      } finally {
        const left = answerFloorMs - (performance.now() - started);
        if (left > 0) await sleep(left);
      }
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
