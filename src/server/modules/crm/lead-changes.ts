import { leadPriorityLabels, leadStatusLabels, type ValidUpdateLead } from '#shared/contracts/crm/crm.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { AppError } from '../../errors.ts';
import { invalidBody } from '../operations/operations-rules.ts';
import type { LeadChanges, LeadRow } from './crm-leads.repository.ts';

export const PAST_FOLLOW_UP_MESSAGE = 'Choose today or a later day for the next follow-up';

/** One history entry a change writes. */
export interface ChangeEntry {
  type: 'status' | 'priority' | 'follow-up';
  description: string;
}

export interface LeadUpdatePlan {
  changes: LeadChanges;
  /** One per field that actually changes; none: nothing is written. */
  entries: ChangeEntry[];
}

type LeadState = Pick<LeadRow, 'status' | 'lostReason' | 'priority' | 'nextFollowUpDate' | 'convertedAt'>;

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' });

/**
 * What PUT /api/leads/:leadId changes on `lead`, and the history entry of each change ("New ->
 * Contacted"). A field equal to the stored one is no change. Refuses a follow-up day before `today`
 * (400; an unchanged overdue day is left alone) and moving a converted lead off won (409: it is a
 * customer now, with a site and a plan).
 */
export function planLeadUpdate(lead: LeadState, body: ValidUpdateLead, today: IsoDate): LeadUpdatePlan {
  const changes: LeadChanges = {};
  const entries: ChangeEntry[] = [];

  if (body.nextFollowUpDate !== undefined && body.nextFollowUpDate !== lead.nextFollowUpDate) {
    if (body.nextFollowUpDate < today) throw invalidBody({ nextFollowUpDate: PAST_FOLLOW_UP_MESSAGE });
  }

  if (body.status !== undefined && body.status !== lead.status) {
    if (lead.status === 'won' && lead.convertedAt) {
      throw new AppError(
        'CONFLICT',
        `This lead became a customer on ${longDate.format(lead.convertedAt)}: it stays won. Manage the customer's plan instead.`,
      );
    }
    changes.status = body.status;
    // The reason describes the lead while it is lost; reopened, the history keeps it.
    changes.lostReason = body.status === 'lost' ? body.lostReason! : null;
    const move = `${leadStatusLabels[lead.status]} -> ${leadStatusLabels[body.status]}`;
    entries.push({ type: 'status', description: body.status === 'lost' ? `${move}: ${body.lostReason}` : move });
  } else if (body.status === 'lost' && body.lostReason !== lead.lostReason) {
    changes.lostReason = body.lostReason!;
    entries.push({ type: 'status', description: `Lost: ${body.lostReason} (was: ${lead.lostReason ?? 'no reason'})` });
  }

  if (body.priority !== undefined && body.priority !== lead.priority) {
    changes.priority = body.priority;
    entries.push({ type: 'priority', description: `${leadPriorityLabels[lead.priority]} -> ${leadPriorityLabels[body.priority]}` });
  }

  if (body.nextFollowUpDate !== undefined && body.nextFollowUpDate !== lead.nextFollowUpDate) {
    changes.nextFollowUpDate = body.nextFollowUpDate;
    entries.push({ type: 'follow-up', description: `Next follow-up ${lead.nextFollowUpDate} -> ${body.nextFollowUpDate}` });
  }

  return { changes, entries };
}
