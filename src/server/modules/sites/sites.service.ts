import type { ValidQuoteRequest } from '#shared/contracts/quote/quotes.ts';
import {
  siteMarginDefaults,
  type AcceptLossRequest,
  type SitePricing,
  type SiteDetail,
  type SiteList,
  type SiteListQuery,
  type SiteMarginRank,
  type SiteMargins,
  type SiteMarginSettings,
  type SiteMonth,
  type SiteSummary,
  type UpdateSiteRequest,
} from '#shared/contracts/sites.ts';
import { addDays, companyDate, monthStart, nextMonthStart, weekStart, zonedInstant, type IsoDate } from '#shared/domain/company-time.ts';
import { additionalServiceNames, facilityTypes, frequencies, type AdditionalServiceName } from '#shared/domain/quote.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { computeBreakdown } from '../quote/pricing/pricing-engine.ts';
import type { PricingConfigService } from '../quote/pricing/pricing-config.service.ts';
import { createSitesRepository, type DayWindow, type LaborRates } from './sites.repository.ts';

export type Clock = () => Date;

/** "2026-11-01" moved by `months` whole months (a first of month stays a first of month). */
export function shiftMonth(first: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const dayWindow = (from: IsoDate, to: IsoDate): DayWindow => ({ from, to, fromAt: zonedInstant(from), toAt: zonedInstant(to) });

/**
 * The windows of the Sites screen at `now` (decision 0047): the four whole weeks (Sunday to Saturday,
 * Minnesota) before this one, and the three whole months before this one.
 */
export function windowsAt(now: Date) {
  const today = companyDate(now);
  const thisWeek = weekStart(today);
  const thisMonth = monthStart(today);
  return {
    today,
    thisWeek,
    thisMonth,
    fourWeeks: dayWindow(addDays(thisWeek, -28), thisWeek),
    threeMonths: dayWindow(shiftMonth(thisMonth, -3), thisMonth),
    /** The site page's twelve months: this one and the eleven before. */
    twelveMonths: dayWindow(shiftMonth(thisMonth, -11), nextMonthStart(today)),
  };
}

const MONTHS_MAX = 120;

/** A site as the audit trail records it. */
function siteRecord(site: {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  accessNotes: string | null;
  notes: string | null;
}) {
  return {
    name: site.name,
    address: site.address,
    latitude: site.latitude,
    longitude: site.longitude,
    accessNotes: site.accessNotes,
    notes: site.notes,
  };
}

function compare(sort: NonNullable<SiteListQuery['sort']>): (a: SiteSummary, b: SiteSummary) => number {
  const num = (v: number | null | undefined) => (v === null || v === undefined ? Number.NEGATIVE_INFINITY : v);
  switch (sort) {
    case 'customer':
      return (a, b) => a.customer.name.localeCompare(b.customer.name);
    case 'price':
      return (a, b) => num(a.plan?.monthlyPriceCents) - num(b.plan?.monthlyPriceCents);
    case 'variance':
      return (a, b) => num(a.lastFourWeeks.variancePercent) - num(b.lastFourWeeks.variancePercent);
    case 'margin':
      return (a, b) => num(a.lastThreeMonths.grossMarginPercent) - num(b.lastThreeMonths.grossMarginPercent);
    case 'quality':
      return (a, b) => num(a.qualityScorePercent) - num(b.qualityScorePercent);
    case 'problems':
      return (a, b) => a.openProblems - b.openProblems;
    case 'name':
      return (a, b) => a.name.localeCompare(b.name);
  }
}

/** The company's labour cost and margin of a month (the monthly financial report, decision 0047). */
export function createCompanyMarginService(db: Database, pricing: Pick<PricingConfigService, 'active'>) {
  const repository = createSitesRepository(db);
  return {
    /** `first` and `nextFirst`: the month's first day and the next month's (Minnesota). */
    async month(first: IsoDate, nextFirst: IsoDate) {
      const { constants } = await pricing.active();
      const [month] = await repository.months(dayWindow(first, nextFirst), {
        baseWage: constants.baseWage,
        laborBurden: constants.laborBurden,
      });
      const { month: _label, ...figures } = month!;
      return figures;
    },
  };
}

/** The sites the over-hours flag marks now (decision 0047), for the dashboard's urgent tasks. */
export function createSiteFlagsService(db: Database, clock: Clock = () => new Date()) {
  const repository = createSitesRepository(db);
  return {
    async flagged(): Promise<Array<{ id: number; name: string }>> {
      const settings = (await repository.settings()) ?? { ...siteMarginDefaults };
      return repository.flagged(windowsAt(clock()).thisWeek, settings);
    },
  };
}

/** Every site's margin (issue 34, decision 0047): bid against actual, the flag, the site's page. */
export function createSitesService(db: Database, pricing: Pick<PricingConfigService, 'active'>, clock: Clock = () => new Date()) {
  const repository = createSitesRepository(db);

  async function rates(): Promise<LaborRates> {
    const { constants } = await pricing.active();
    return { baseWage: constants.baseWage, laborBurden: constants.laborBurden };
  }

  /**
   * The re-price of decision 0047: the production rate the punches measure (the plan's square feet over the
   * worked hours per visit of the last 3 months, else the last 4 weeks), the engine run at that rate, the
   * price whose margin over the measured labour cost is the target, and the higher of the two.
   */
  async function priceAtMeasuredHours(id: number, read?: Summaries): Promise<SitePricing> {
    await requireSite(id);
    const plan = await repository.currentPlan(id);
    if (!plan) throw new AppError('CONFLICT', 'This site has no service plan to re-price.');
    if (!plan.squareFootage)
      throw new AppError('CONFLICT', 'The plan has no square footage: set it on the plan to measure a production rate.');
    const facilityType = facilityTypes.find((t) => t === plan.facilityType);
    const frequency = frequencies.find((f) => f === plan.frequency);
    const { constants } = await pricing.active();
    const facility = facilityType ? constants.facilities[facilityType] : undefined;
    const freq = frequency ? constants.frequencies[frequency] : undefined;
    if (!facilityType || !frequency || !facility || !freq)
      throw new AppError('CONFLICT', 'The pricing model has no rate for this plan’s facility type and frequency.');
    const { s, list } = read ?? (await summaries(id));
    const summary = list[0]!;
    const measuredOver = summary.lastThreeMonths.visitsDone > 0 ? 'lastThreeMonths' : 'lastFourWeeks';
    const window = summary[measuredOver];
    if (window.visitsDone === 0 || window.hoursWorked <= 0)
      throw new AppError('CONFLICT', 'No visit with closed punches in the last 3 months: there are no worked hours to measure yet.');
    const workedPerVisit = window.hoursWorked / window.visitsDone;
    const bidPerVisit = window.hoursBid / window.visitsDone;
    const measuredRate = plan.squareFootage / workedPerVisit;
    // The engine's hours are square feet / rate x the frequency's adjustment: the rate it is given makes them the measured hours.
    const measured = {
      ...constants,
      facilities: { ...constants.facilities, [facilityType]: { ...facility, sqftPerLaborHour: measuredRate * freq.adjustment } },
    };
    const request: ValidQuoteRequest = {
      source: 'calculator',
      companyName: '',
      firstName: '',
      lastName: '',
      email: 'reprice@example.invalid',
      phone: '',
      facilityType,
      facilitySize: 'medium',
      squareFootage: plan.squareFootage,
      frequency,
      additionalServices: plan.addOns.filter((a): a is AdditionalServiceName => (additionalServiceNames as readonly string[]).includes(a)),
      address: '',
    };
    const engineMonthlyCents = Math.round(computeBreakdown(request, measured).totalMonthlyCost * 100);
    const laborCentsPerWorkedHour = window.laborCostActualCents / window.hoursWorked;
    const sessionsPerMonth = freq.sessionsPerYear / 12;
    const laborMonthlyCents = workedPerVisit * sessionsPerMonth * laborCentsPerWorkedHour;
    const targetMonthlyCents = Math.ceil(laborMonthlyCents / (1 - s.targetMarginPercent / 100));
    // Today's price is the price in force this month (an accepted raise included), as the Sites screen shows it.
    const today = summary.plan?.id === plan.id ? summary.plan.monthlyPriceCents : plan.monthlyPriceCents;
    return {
      planId: plan.id,
      measuredOver,
      visitsDone: window.visitsDone,
      squareFootage: plan.squareFootage,
      bidHoursPerVisit: Math.round(bidPerVisit * 100) / 100,
      workedHoursPerVisit: Math.round(workedPerVisit * 100) / 100,
      measuredSqftPerHour: Math.round(measuredRate),
      laborCentsPerWorkedHour: Math.round(laborCentsPerWorkedHour),
      todayMonthlyCents: today,
      marginAtTodayPercent: today > 0 ? Math.round(((today - laborMonthlyCents) / today) * 1000) / 10 : null,
      engineMonthlyCents,
      targetMarginPercent: s.targetMarginPercent,
      targetMonthlyCents,
      proposedMonthlyCents: Math.max(engineMonthlyCents, targetMonthlyCents),
    };
  }

  async function settings(): Promise<SiteMarginSettings> {
    return (await repository.settings()) ?? { ...siteMarginDefaults };
  }

  async function requireSite(id: number) {
    const site = await repository.site(id);
    if (!site) throw new AppError('NOT_FOUND', 'No site has this id.');
    return site;
  }

  /** The Sites screen's figures of every site (or one), with the windows, settings and rates they were read at. */
  async function summaries(siteId?: number) {
    const w = windowsAt(clock());
    const s = await settings();
    const r = await rates();
    const list = await repository.summaries(
      { fourWeeks: w.fourWeeks, threeMonths: w.threeMonths, thisWeek: w.thisWeek, thisMonth: w.thisMonth },
      s,
      r,
      siteId,
    );
    return { w, s, r, list };
  }
  type Summaries = Awaited<ReturnType<typeof summaries>>;

  /** The site's page; `read`: the site's summary when the caller has it already (one read of the figures per call). */
  async function detail(id: number, read?: Summaries): Promise<SiteDetail> {
    const site = await requireSite(id);
    const { w, s, r, list } = read ?? (await summaries(id));
    const now = clock();
    const [parts, visits, months] = [
      await repository.parts(id, w.thisMonth),
      await repository.visits(id, zonedInstant(addDays(w.thisWeek, -7 * 26)), now, r),
      await repository.months(w.twelveMonths, r, id),
    ];
    return {
      site: {
        id: site.id,
        name: site.name,
        address: site.address,
        latitude: site.latitude,
        longitude: site.longitude,
        accessNotes: site.accessNotes,
        notes: site.notes,
        isActive: site.isActive,
        updatedAt: site.updatedAt.toISOString(),
      },
      customer: parts.customer,
      plans: parts.plans,
      summary: list[0]!,
      settings: s,
      visits,
      invoices: parts.invoices,
      balanceCents: parts.balanceCents,
      problems: parts.problems.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })),
      months,
    };
  }

  return {
    settings,
    async saveSettings(values: SiteMarginSettings, adminId: number): Promise<SiteMarginSettings> {
      await repository.saveSettings(values, adminId);
      return settings();
    },

    async list(query: SiteListQuery): Promise<SiteList> {
      const { w, s, list } = await summaries();
      const needle = query.q?.toLowerCase();
      const filter = query.filter ?? 'all';
      const marginBelow = query.marginBelow ?? s.targetMarginPercent;
      const sites = list.filter((site) => {
        if (needle && !`${site.name} ${site.address} ${site.customer.name}`.toLowerCase().includes(needle)) return false;
        const margin = site.lastThreeMonths.grossMarginPercent;
        switch (filter) {
          case 'flagged':
            return site.flagged;
          case 'over-hours':
            return (site.lastFourWeeks.variancePercent ?? 0) > s.overHoursPercent;
          case 'under-target':
            return margin !== null && margin < s.targetMarginPercent;
          case 'margin-below':
            return margin !== null && margin < marginBelow;
          case 'all':
            return true;
        }
      });
      if (query.sort) {
        const order = compare(query.sort);
        const sign = query.dir === 'desc' ? -1 : 1;
        sites.sort((a, b) => sign * order(a, b) || a.name.localeCompare(b.name) || a.id - b.id);
      }
      return {
        windows: {
          lastFourWeeks: { from: w.fourWeeks.from, to: w.fourWeeks.to },
          lastThreeMonths: { from: w.threeMonths.from, to: w.threeMonths.to },
        },
        settings: s,
        sites,
      };
    },

    detail,
    pricing: priceAtMeasuredHours,

    /**
     * The Analytics tab's margins (decision 0047): the company's twelve months to this one, each month's
     * figures as the monthly financial report's, and the five best and worst sites by 3-month margin.
     */
    async margins(): Promise<SiteMargins> {
      const { w, s, r, list } = await summaries();
      const months = await repository.months(w.twelveMonths, r);
      const ranked: SiteMarginRank[] = list
        .filter((site) => site.lastThreeMonths.grossMarginPercent !== null && site.lastThreeMonths.revenueCents > 0)
        .map((site) => ({
          id: site.id,
          name: site.name,
          customerName: site.customer.name,
          grossMarginPercent: site.lastThreeMonths.grossMarginPercent!,
          revenueCents: site.lastThreeMonths.revenueCents,
          laborCostActualCents: site.lastThreeMonths.laborCostActualCents,
          flagged: site.flagged,
        }));
      const byMargin = (a: SiteMarginRank, b: SiteMarginRank) =>
        b.grossMarginPercent - a.grossMarginPercent || a.name.localeCompare(b.name) || a.id - b.id;
      const best = [...ranked].sort(byMargin).slice(0, 5);
      const worst = [...ranked].sort((a, b) => -byMargin(a, b)).slice(0, 5);
      return {
        targetMarginPercent: s.targetMarginPercent,
        window: { from: w.threeMonths.from, to: w.threeMonths.to },
        months,
        best,
        worst,
      };
    },

    /** Accepts a flagged site's loss with a note: audited, and the over-hours run starts again (decision 0047). */
    async acceptLoss(id: number, input: AcceptLossRequest, adminId: number): Promise<SiteDetail> {
      const read = await summaries(id);
      const summary = read.list[0];
      if (!summary) throw new AppError('NOT_FOUND', 'No site has this id.');
      if (!summary.flagged) throw new AppError('CONFLICT', 'This site is not flagged: there is no loss to accept.');
      // The proposal from the same figures; a site that cannot be re-priced (no square footage) records none.
      const proposal = await priceAtMeasuredHours(id, read).catch(() => null);
      await inTransaction(db, async (tx) => {
        const site = await createSitesRepository(tx).lockSite(id, tx);
        if (!site) throw new AppError('NOT_FOUND', 'No site has this id.');
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'site',
          entityId: id,
          action: 'accept-loss',
          after: {
            note: input.note,
            acceptedOn: read.w.today,
            servicePlanId: summary.plan?.id ?? null,
            monthlyPriceCents: summary.plan?.monthlyPriceCents ?? null,
            proposedMonthlyCents: proposal?.proposedMonthlyCents ?? null,
            overHoursWeeks: summary.overHoursWeeks,
            grossMarginPercent: summary.lastThreeMonths.grossMarginPercent,
          },
        });
      });
      // Accepted on `today`, within this week: every week of the run starts before it, so the run is now empty
      // (decision 0047) and the figures read above answer the page without reading them again.
      return detail(id, { ...read, list: [{ ...summary, overHoursWeeks: 0, flagged: false }] });
    },

    async months(id: number, from: string, to: string): Promise<SiteMonth[]> {
      await requireSite(id);
      const first = `${from}-01`;
      const last = `${to}-01`;
      if (last < first)
        throw new AppError('VALIDATION_FAILED', 'The last month comes before the first.', { to: 'Give a month on or after the first' });
      const count = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5)) + 1;
      if (count > MONTHS_MAX)
        throw new AppError('VALIDATION_FAILED', `Ask for up to ${MONTHS_MAX} months at once.`, { to: `Up to ${MONTHS_MAX} months` });
      return repository.months(dayWindow(first, shiftMonth(last, 1)), await rates(), id);
    },

    async update(id: number, input: UpdateSiteRequest, adminId: number): Promise<SiteDetail> {
      await inTransaction(db, async (tx) => {
        const sites = createSitesRepository(tx);
        const before = await sites.lockSite(id, tx);
        if (!before) throw new AppError('NOT_FOUND', 'No site has this id.');
        const values = {
          name: input.name,
          address: input.address,
          latitude: input.latitude,
          longitude: input.longitude,
          accessNotes: input.accessNotes === null || input.accessNotes.trim() === '' ? null : input.accessNotes.trim(),
          notes: input.notes === null || input.notes.trim() === '' ? null : input.notes.trim(),
        };
        const after = await sites.updateSite(id, values, tx);
        await createAuditRepository(tx).record({
          actor: { userId: adminId },
          entity: 'site',
          entityId: id,
          action: 'update',
          before: siteRecord(before),
          after: siteRecord(after),
        });
      });
      return detail(id);
    },
  };
}
export type SitesService = ReturnType<typeof createSitesService>;
