import type { ValidLogActivity, ValidUpdateLead } from '#shared/contracts/crm/crm.ts';
import type { LeadStatus } from '#shared/contracts/crm/leads.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import type { DemoContext } from './demo-context.ts';
import type { Random } from './random.ts';

/** One piece of the office's work on a lead: what it did (logged), and the move it made (status, follow-up). */
export interface Touch {
  day: IsoDate;
  status?: LeadStatus;
  followUp?: IsoDate;
  lostReason?: string;
}

const WORK: Partial<Record<LeadStatus, ReadonlyArray<ValidLogActivity>>> = {
  contacted: [
    { type: 'call', outcome: 'reached', description: 'First call: went through the quote and their schedule.' },
    { type: 'call', outcome: 'left voicemail', description: 'Left a voicemail; sent the quote again by e-mail.' },
  ],
  qualified: [
    { type: 'meeting', outcome: 'held', description: 'Walked the building with the facilities manager; measured the floors.' },
    { type: 'call', outcome: 'interested', description: 'Confirmed budget and the decision maker; they want a proposal.' },
  ],
  proposal: [{ type: 'email', outcome: 'sent', description: 'Sent the proposal and the service agreement.' }],
  negotiation: [
    { type: 'call', outcome: 'interested', description: 'Discussed the price per visit; they asked about a 12-month term.' },
    { type: 'meeting', outcome: 'rescheduled', description: 'Contract meeting moved to next week at their request.' },
  ],
  lost: [
    { type: 'call', outcome: 'not interested', description: 'They decided not to go ahead.' },
    { type: 'note', outcome: 'not interested', description: 'Heard back by e-mail: not going ahead this year.' },
  ],
};
const FOLLOW_UP_NOTES: ReadonlyArray<ValidLogActivity> = [
  { type: 'note', outcome: null, description: 'Asked to be called back; set the follow-up.' },
  { type: 'email', outcome: 'replied', description: 'They replied: busy this week, call again.' },
];

/** The touch, through the CRM's services: the logged activity first, then the change (each its own history entry). */
export async function crmTouch(ctx: DemoContext, r: Random, leadId: string, touch: Touch): Promise<void> {
  const admin = ctx.staff.adminId;
  const work = touch.status ? WORK[touch.status] : FOLLOW_UP_NOTES;
  if (work) await ctx.services.crmActivities.log(leadId, r.pick(work), admin);
  const change: ValidUpdateLead = {};
  if (touch.status) change.status = touch.status;
  if (touch.lostReason) change.lostReason = touch.lostReason;
  if (touch.followUp) change.nextFollowUpDate = touch.followUp;
  if (touch.status === 'negotiation' || (touch.status === 'proposal' && r.chance(0.3))) change.priority = 'high';
  if (Object.keys(change).length > 0) await ctx.services.crmLeads.update(leadId, change, admin);
}
