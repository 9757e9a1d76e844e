import type { LeadJourney } from '#shared/contracts/crm/pipeline.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isLeadId } from './leads.repository.ts';
import { createLeadJourneyRepository, type VisitorFigures } from './lead-journey.repository.ts';
import { explainLeadScore, fitPartsOf } from './lead-score.ts';

/** The journey lists the visitor's newest page views, at most this many. */
export const JOURNEY_VISITS = 50;

const untracked: VisitorFigures = { pageViews: 0, returnVisits: 0, firstPage: null, firstSeenAt: null };

/**
 * GET /api/leads/:leadId/journey (decision 0020): the lead's score part by part and, when its quote
 * carried the tracker's visitor id, that visitor's page views before and after it. The figures are
 * counted from the visits here; the lead list reads the same figures as kept on the lead.
 */
export function createLeadJourneyService(deps: { db: Database; now?: () => Date }) {
  const repo = createLeadJourneyRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  return {
    async journey(id: string): Promise<LeadJourney> {
      // Unknown and malformed ids alike are 404, as for the other lead routes.
      if (!isLeadId(id)) throw notFound('Lead');
      const lead = await repo.findLead(id.toLowerCase());
      if (!lead) throw notFound('Lead');
      const visitorId = lead.visitorId;
      const [figures, visits] = visitorId
        ? await Promise.all([repo.visitorFigures(visitorId), repo.newestVisits(visitorId, JOURNEY_VISITS)])
        : [untracked, []];
      const arrivalPage = lead.arrivalPage ?? figures.firstPage;
      const explained = explainLeadScore(
        {
          fit: lead.leadScore,
          status: lead.status,
          lastTouchedAt: lead.lastTouchedAt,
          arrivalPage,
          pageViews: figures.pageViews,
          returnVisits: figures.returnVisits,
          pdfDownloads: lead.pdfDownloads,
        },
        fitPartsOf(lead),
        now(),
      );
      return {
        leadId: lead.id,
        score: explained.score,
        scoreParts: explained.parts,
        daysInactive: explained.daysInactive,
        tracked: visitorId !== null,
        arrivalPage,
        firstSeenAt: figures.firstSeenAt?.toISOString() ?? null,
        pageViews: figures.pageViews,
        returnVisits: figures.returnVisits,
        pdfDownloads: lead.pdfDownloads,
        visits: visits.map((visit) => ({
          page: visit.page,
          at: visit.at.toISOString(),
          durationSeconds: visit.durationSeconds,
          afterLead: visit.at.getTime() > lead.createdAt.getTime(),
        })),
      };
    },
  };
}

export type LeadJourneyService = ReturnType<typeof createLeadJourneyService>;
