import type { Conversion } from '#shared/contracts/conversion.ts';
import type { PasswordLink } from '#shared/contracts/users.ts';
import type { QuoteBreakdown } from '#shared/contracts/quote/quotes.ts';
import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { planFrequencies, type PlanFrequency } from '#shared/domain/operations.ts';
import { planScheduleProblems } from '#shared/domain/plan-schedule.ts';
import {
  conversionStartsOn,
  crewSizeFromQuote,
  DEFAULT_VISIT_TIME,
  defaultServiceDays,
  visitMinutesFromHours,
} from '#shared/domain/plan-start.ts';
import type { FacilityType } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../errors.ts';
import { issuePasswordLink, type PasswordLinkSettings } from '../accounts/password-links.ts';
import { createAuditRepository, type AuditActor } from '../audit/audit.repository.ts';
import { recordLeadConverted } from '../crm/lead-history.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { isLeadId } from '../crm/leads.repository.ts';
import { createDirectoryRepository } from '../operations/directory.repository.ts';
import { planRecord } from '../operations/operations.mapper.ts';
import { companyLongDate, scheduleLine } from '../operations/plan-text.ts';
import { invalidBody, requireEmployees } from '../operations/operations-rules.ts';
import { producePlanVisits } from '../operations/plan-generator.ts';
import { createServicePlansRepository, type PlanRow } from '../operations/service-plans.repository.ts';
import type { RequestOrigin, SecurityEvents } from '../security/security-events.service.ts';
import { createConversionRepository, type AccountRow, type LeadRow, type SiteRow } from './conversion.repository.ts';
import type { SiteLocator } from './site-location.ts';

/** What may replace the quote's own figures (the admin's body; an online acceptance gives only an address). */
export interface ConversionOverrides {
  frequency?: PlanFrequency | undefined;
  serviceDays?: number[] | undefined;
  startTime?: string | undefined;
  startsOn?: string | undefined;
  visitMinutes?: number | undefined;
  crewSize?: number | undefined;
  monthlyPriceCents?: number | undefined;
  facilityType?: FacilityType | undefined;
  crew?: number[] | undefined;
  email?: string | undefined;
  serviceAddress?: string | undefined;
}

export interface ConvertOptions {
  /** Who converts: the admin (answers show the set-password link) or the client's online acceptance. */
  via: 'admin' | 'acceptance';
  actor: AuditActor;
  overrides: ConversionOverrides;
}

/** A conversion's result, with what the caller needs after the commit. */
export interface ConversionOutcome {
  conversion: Conversion;
  account: AccountRow;
  /** Set when a new account got a set-password link (online: only when SMTP is configured). */
  passwordLink: PasswordLink | null;
  plan: PlanRow | null;
}

export interface ConversionDeps {
  db: Database;
  siteUrl: string;
  /** The company profile in force (settings/company-profile.ts). */
  company: () => CompanyProfile;
  passwordLinks: PasswordLinkSettings;
  securityEvents?: SecurityEvents | undefined;
  /** Finds the new site's coordinates once the conversion has committed; none: the site stays without. */
  siteLocator?: Pick<SiteLocator, 'locate'> | undefined;
  now?: () => Date;
}

/** Who the audit trail names for conversions made by the client's own acceptance. */
export const QUOTE_LINK_ACTOR: AuditActor = { system: 'quote-link' };

const isPlanFrequency = (value: string | null): value is PlanFrequency => planFrequencies.includes(value as PlanFrequency);

// How dates and schedules read in e-mails: shared with the start confirmation (operations/plan-text.ts).
export { companyLongDate, scheduleLine } from '../operations/plan-text.ts';

/** "Acme Dental", else "Dana Reyes", else the username. */
export function accountName(account: Pick<AccountRow, 'companyName' | 'firstName' | 'lastName' | 'username'>): string {
  return account.companyName?.trim() || [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username;
}

/** "dana.reyes@acme.example" -> "dana.reyes": letters, digits, dot, dash and underscore, 3 to 40 of them. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 40)
    .replace(/[._-]+$/g, '');
  if (local.length >= 3) return local;
  return local ? `${local}-customer` : 'customer';
}

/** The first of `base`, `base-2`, `base-3` ... nobody has (`taken` in lower case). */
export function freeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Lead conversion (decision 0017): in the caller's transaction, with the lead row locked by the
 * caller, the customer account (found by the lead's e-mail, else created with a set-password link),
 * its profile, a site, and for a recurring quote a service plan whose visits are produced at once;
 * the lead is won. Every row is audited in the same transaction; nothing stays when any step fails.
 */
export function createConversionService(deps: ConversionDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** An e-mail that belongs to staff or to a closed account cannot become (or serve) a customer here. */
  function refuseAccount(account: AccountRow, via: ConvertOptions['via']): AppError {
    if (account.role !== 'customer') {
      return new AppError(
        'CONFLICT',
        via === 'admin'
          ? `${account.email} belongs to ${account.role === 'admin' ? 'an administrator' : 'an employee'} account, not a customer. Convert with another e-mail address for the customer (email).`
          : `We cannot finish this online: ${account.email} belongs to one of our staff accounts. Please call us at ${deps.company().phone} to finish.`,
      );
    }
    return new AppError(
      'CONFLICT',
      via === 'admin'
        ? `${account.email} belongs to the deactivated customer account ${account.username}. Reactivate it in User Management, then convert again.`
        : `We cannot finish this online: the customer account of ${account.email} is closed. Please call us at ${deps.company().phone} to finish.`,
    );
  }

  /**
   * The account of `email`: the existing customer's, or a new one. A parallel conversion of another
   * lead with the same e-mail may create it first: the insert runs in a savepoint, and after its
   * unique violation the account is looked up again (then it is that customer's).
   */
  async function accountFor(tx: Database, lead: LeadRow, email: string, via: ConvertOptions['via']) {
    const repo = createConversionRepository(tx);
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.findUserByEmail(email);
      if (existing) {
        // Online, the link was e-mailed only to this address (decision 0033): the signer controls the
        // customer's mailbox, so the site and the plan (waiting for the admin to start it) are theirs.
        // Staff and closed accounts never reach here online: the acceptance holds those for the admin.
        if (existing.role !== 'customer' || !existing.isActive) throw refuseAccount(existing, via);
        return { account: existing, created: false };
      }
      const base = usernameBase(email);
      const username = freeUsername(base, await repo.usernamesLike(base));
      try {
        const account = await inTransaction(tx, (savepoint) =>
          createConversionRepository(savepoint).insertCustomer({
            username,
            email,
            firstName: lead.firstName.trim() || null,
            lastName: lead.lastName.trim() || null,
            phone: lead.phone.trim() || null,
            role: 'customer',
            companyName: lead.companyName.trim() || null,
          }),
        );
        return { account, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('CONFLICT', 'The customer account could not be created just now. Please try again.');
  }

  /** The plan the quote asks for (with the overrides), or null for a one-time quote; what is missing goes to `problems`. */
  function planFields(lead: LeadRow, o: ConversionOverrides, today: string, problems: Record<string, string>) {
    const quote: QuoteBreakdown | null = lead.result;
    const frequency = o.frequency ?? (quote && isPlanFrequency(lead.frequency) ? lead.frequency : null);
    if (!quote) {
      // A window-cleaning request has no computed price: the admin gives the plan.
      if (!o.frequency) problems['frequency'] = 'Choose the plan’s frequency: this request has no computed quote';
      if (o.visitMinutes === undefined) problems['visitMinutes'] = 'Enter the visit length in minutes: this request has no computed quote';
      if (o.monthlyPriceCents === undefined)
        problems['monthlyPriceCents'] = 'Enter the monthly price in cents: this request has no computed quote';
    } else if (o.frequency && !isPlanFrequency(lead.frequency) && o.monthlyPriceCents === undefined) {
      problems['monthlyPriceCents'] = 'Enter the monthly price in cents: the quote priced one visit';
    }
    if (Object.keys(problems).length > 0 || !frequency) return null;

    const serviceDays = [...(o.serviceDays ?? defaultServiceDays(frequency))].sort((a, b) => a - b);
    const startsOn = o.startsOn ?? conversionStartsOn(frequency, serviceDays, today);
    const schedule = planScheduleProblems({ frequency, serviceDays, startsOn });
    if (Object.keys(schedule).length > 0) throw invalidBody(schedule);
    const request = lead.request as { additionalServices?: unknown };
    return {
      facilityType: o.facilityType ?? lead.facilityType ?? 'other',
      squareFootage: lead.squareFootage,
      frequency,
      serviceDays,
      startTime: o.startTime ?? DEFAULT_VISIT_TIME,
      // Without a quote the visit length is required (above); the crew is one cleaner unless given.
      visitMinutes: o.visitMinutes ?? (quote ? visitMinutesFromHours(quote.laborCosts.hoursPerCleanerPerSession) : 60),
      crewSize: o.crewSize ?? (quote ? crewSizeFromQuote(quote.laborCosts.cleanersNeeded) : 1),
      addOns: Array.isArray(request.additionalServices) ? (request.additionalServices as string[]) : [],
      monthlyPriceCents: o.monthlyPriceCents ?? lead.estimatedPriceCents,
      startsOn,
    };
  }

  /** Converts `lead`, which the caller has locked (`lockLead`) in `tx` and found not yet converted. */
  async function convertLocked(tx: Database, lead: LeadRow, options: ConvertOptions): Promise<ConversionOutcome> {
    const { overrides: o, actor, via } = options;
    const at = now();
    const repo = createConversionRepository(tx);
    const audit = createAuditRepository(tx);

    const address = o.serviceAddress?.trim() || lead.address.trim();
    const email = o.email?.trim() || lead.email.trim();
    const problems: Record<string, string> = {};
    if (!address) problems['serviceAddress'] = 'Enter the service address: the quote has none';
    if (!email) problems['email'] = 'Enter the customer’s e-mail address: the lead has none';
    const fields = planFields(lead, o, companyDate(at), problems);
    if (Object.keys(problems).length > 0) throw invalidBody(problems);
    const crew = o.crew ?? [];
    if (fields) await requireEmployees(createDirectoryRepository(tx), crew, 'crew');

    // The account, its profile.
    const { account, created } = await accountFor(tx, lead, email, via);
    const profile = await repo.ensureProfile(account.id, lead.id);
    if (created || profile.created) {
      await audit.record({
        actor,
        entity: 'customer',
        entityId: account.id,
        action: created ? 'create' : 'update',
        after: {
          username: account.username,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          companyName: account.companyName,
          phone: account.phone,
          sourceLeadId: profile.profile.sourceLeadId,
        },
      });
    }

    // The site.
    const site: SiteRow = await repo.insertSite({
      customerId: account.id,
      leadId: lead.id,
      name: lead.companyName.trim() || 'Main office',
      address,
    });
    await audit.record({
      actor,
      entity: 'site',
      entityId: site.id,
      action: 'create',
      after: { customerId: site.customerId, leadId: site.leadId, name: site.name, address: site.address },
    });

    // The plan and its visits. Accepted online, the plan waits for an admin to confirm its start date
    // and crew (decision 0033): no visits until then; the admin's own conversion is that confirmation.
    let plan: PlanRow | null = null;
    let visits: Array<{ scheduledStart: Date }> = [];
    if (fields) {
      const plans = createServicePlansRepository(tx);
      const status = via === 'acceptance' ? 'pending_start' : 'active';
      plan = await plans.insert({ ...fields, status, customerId: account.id, siteId: site.id, leadId: lead.id });
      await plans.replaceCrew(plan.id, crew);
      await audit.record({ actor, entity: 'service_plan', entityId: plan.id, action: 'create', after: planRecord(plan, crew) });
      visits = await producePlanVisits(tx, plan, actor, at);
    }

    // The lead.
    const won = await repo.markConverted(lead.id, account.id, at);
    if (!won) throw new AppError('CONFLICT', `Quote ${lead.reference} was converted at the same moment. Reload it.`);
    await recordLeadConverted(tx, {
      leadId: lead.id,
      from: lead.status,
      customerName: accountName(account),
      online: via === 'acceptance',
      actorId: 'userId' in actor ? actor.userId : null,
      at,
    });
    await audit.record({
      actor,
      entity: 'lead',
      entityId: lead.id,
      action: 'convert',
      before: { status: lead.status, customerId: lead.customerId, convertedAt: null },
      after: {
        status: won.status,
        customerId: account.id,
        convertedAt: at.toISOString(),
        siteId: site.id,
        servicePlanId: plan?.id ?? null,
        via,
      },
    });

    // Telling the customer: a new account's invite (online only with SMTP: nobody else would see the link), else a note.
    let passwordLink: PasswordLink | null = null;
    if (created && (via === 'admin' || deps.passwordLinks.mailerConfigured)) {
      passwordLink = await issuePasswordLink(tx, account, 'invite', 'userId' in actor ? actor.userId : null, deps.passwordLinks);
    }
    if (!created) {
      await createOutboxRepository(tx).enqueue({
        channel: 'email',
        recipient: account.email,
        kind: 'service-added',
        payload: {
          name: account.firstName ?? account.username,
          username: account.username,
          reference: lead.reference,
          site: `${site.name}, ${site.address}`,
          schedule: plan
            ? plan.status === 'pending_start'
              ? `Proposed schedule: ${scheduleLine(plan)} We will e-mail you when we confirm the start date and your crew.`
              : `Schedule: ${scheduleLine(plan)} We will confirm it with you.`
            : 'A one-time visit: we will call you to book it.',
          portalUrl: `${deps.siteUrl}/customer-dashboard`,
          companyName: deps.company().name,
          companyPhone: deps.company().phone,
        },
      });
    }

    const first = visits.map((v) => v.scheduledStart).sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      account,
      plan,
      passwordLink,
      conversion: {
        leadId: lead.id,
        reference: lead.reference,
        convertedAt: at.toISOString(),
        customer: {
          id: account.id,
          username: account.username,
          name: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username,
          companyName: account.companyName,
          email: account.email,
          created,
        },
        site: { id: site.id, name: site.name, address: site.address },
        servicePlan: plan && {
          id: plan.id,
          frequency: plan.frequency,
          serviceDays: plan.serviceDays,
          startTime: plan.startTime.slice(0, 5),
          startsOn: plan.startsOn,
          visitMinutes: plan.visitMinutes,
          crewSize: plan.crewSize,
          monthlyPriceCents: plan.monthlyPriceCents,
        },
        bookingsCreated: visits.length,
        firstVisit: first?.toISOString() ?? null,
        passwordLink,
      },
    };
  }

  /**
   * What follows the commit: the new site's coordinates are looked up without the answer waiting for
   * them, and the security log learns of a new account and its link.
   */
  async function afterCommit(outcome: ConversionOutcome, actorId: number | null, origin?: RequestOrigin): Promise<void> {
    deps.siteLocator?.locate(outcome.conversion.site.id, outcome.conversion.site.address);
    if (!deps.securityEvents || !outcome.conversion.customer.created) return;
    const about = { userId: outcome.account.id, actorId, origin };
    await deps.securityEvents.record({ type: 'user.created', ...about, detail: { role: 'customer', via: 'lead-conversion' } });
    if (outcome.passwordLink) {
      await deps.securityEvents.record({
        type: 'password-link.issued',
        ...about,
        detail: { purpose: 'invite', emailed: outcome.passwordLink.emailed },
      });
    }
  }

  return {
    convertLocked,
    afterCommit,

    /** POST /api/admin/leads/:leadId/convert: the conversion without a signature. */
    async convertByAdmin(leadId: string, overrides: ConversionOverrides, actorId: number, origin?: RequestOrigin): Promise<Conversion> {
      if (!isLeadId(leadId)) throw notFound('Lead');
      const outcome = await inTransaction(db, async (tx) => {
        const repo = createConversionRepository(tx);
        const lead = await repo.lockLead(leadId.toLowerCase());
        if (!lead) throw notFound('Lead');
        if (lead.customerId !== null || lead.convertedAt !== null) {
          const customer = lead.customerId === null ? undefined : await repo.findUser(lead.customerId);
          const on = lead.convertedAt ? ` on ${companyLongDate(lead.convertedAt)}` : '';
          throw new AppError(
            'CONFLICT',
            `This lead is already a customer${customer ? `: ${accountName(customer)}` : ''} (converted${on}).`,
          );
        }
        return convertLocked(tx, lead, { via: 'admin', actor: { userId: actorId }, overrides });
      });
      await afterCommit(outcome, actorId, origin);
      return outcome.conversion;
    },
  };
}
export type ConversionService = ReturnType<typeof createConversionService>;
