import type { CrmActivity, ValidLogActivity } from '#shared/contracts/crm/crm.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isLeadId } from './leads.repository.ts';
import { createActivitiesRepository } from './crm-activities.repository.ts';
import { createCrmLeadsRepository } from './crm-leads.repository.ts';
import { toActivity } from './lead-history.ts';

/** A lead id as a path or query names it: the stored form, or undefined for one that cannot exist. */
const leadIdOf = (id: string) => (isLeadId(id) ? id.toLowerCase() : undefined);

/** Leads' histories: read newest first, and what staff log by hand. */
export function createCrmActivitiesService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** GET /api/crm-activities: one lead's newest (404 for a lead that does not exist), else the newest across leads. */
    async list(query: { leadId?: string | undefined; limit: number }): Promise<CrmActivity[]> {
      let leadId: string | undefined;
      if (query.leadId) {
        leadId = leadIdOf(query.leadId);
        if (!leadId || !(await createCrmLeadsRepository(db).exists(leadId))) throw notFound('Lead');
      }
      const rows = await createActivitiesRepository(db).listNewest(query.limit, leadId);
      return rows.map(toActivity);
    },

    /** POST /api/leads/:leadId/activities: the entry only; the lead's status stays (moving it on is a PUT). */
    async log(id: string, body: ValidLogActivity, actorId: number): Promise<CrmActivity> {
      const leadId = leadIdOf(id);
      if (!leadId) throw notFound('Lead');
      const row = await inTransaction(db, async (tx) => {
        const leads = createCrmLeadsRepository(tx);
        // Locked like any change to the lead, so a history never shows an entry after a change that came later.
        if (!(await leads.lock(leadId))) throw notFound('Lead');
        const at = now();
        await leads.touch(leadId, at);
        return createActivitiesRepository(tx).insert({
          leadId,
          type: body.type,
          outcome: body.outcome ?? null,
          description: body.description,
          actorId,
          occurredAt: at,
        });
      });
      return toActivity(row);
    },
  };
}
export type CrmActivitiesService = ReturnType<typeof createCrmActivitiesService>;
