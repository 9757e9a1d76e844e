import type { CompanyProfile } from '#shared/domain/company.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { planScheduleProblems } from '#shared/domain/plan-schedule.ts';
import { plural } from '#shared/text/plural.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createOutboxRepository } from '../notifications/outbox.repository.ts';
import { createDirectoryRepository } from './directory.repository.ts';
import { planRecord } from './operations.mapper.ts';
import { invalidBody, requireEmployees } from './operations-rules.ts';
import { producePlanVisits } from './plan-generator.ts';
import { clockText, companyLongDate, longDay, scheduleLine } from './plan-text.ts';
import { createServicePlansRepository, type PlanRow } from './service-plans.repository.ts';

export interface PlanStartDeps {
  db: Database;
  siteUrl: string;
  /** The company profile in force: the sender of the confirmation. */
  company: () => CompanyProfile;
  now?: () => Date;
}

export interface PlanStartInput {
  startsOn: string;
  employeeIds: number[];
  serviceDays?: number[] | undefined;
  startTime?: string | undefined;
}

/** The message of a plan that is not waiting for its start (409). */
export const notWaitingMessage = (plan: Pick<PlanRow, 'id' | 'status'>) =>
  `Plan #${plan.id} is not waiting for its start: it is ${plan.status === 'pending_start' ? 'waiting' : plan.status}.`;

/**
 * Starting a plan accepted online (decision 0033): the admin confirms its first day and crew (and may
 * move its days and time). In one transaction, with the plan locked: the plan becomes active with
 * that team, its visits through the horizon are produced with the crew on them, every change is
 * audited, and the customer's e-mail (the date, the schedule, how many people come, never who) is
 * queued. A plan that is not waiting (already started, paused, ended) is 409 and nothing changes.
 */
export function createPlanStartService(deps: PlanStartDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async confirm(id: number, input: PlanStartInput, actorId: number): Promise<void> {
      const actor = { userId: actorId };
      await inTransaction(deps.db, async (tx) => {
        const plans = createServicePlansRepository(tx);
        const before = await plans.lock(id);
        if (!before) throw notFound('Service plan');
        if (before.status !== 'pending_start') throw new AppError('CONFLICT', notWaitingMessage(before));

        const at = now();
        const today = companyDate(at);
        const serviceDays = [...(input.serviceDays ?? before.serviceDays)].sort((a, b) => a - b);
        const problems: Record<string, string> = {};
        if (input.startsOn < today) problems['startsOn'] = `Choose a start date from today (${longDay(today)}) on`;
        Object.assign(
          problems,
          planScheduleProblems({ frequency: before.frequency, serviceDays, startsOn: input.startsOn, endsOn: before.endsOn }),
        );
        if (Object.keys(problems).length > 0) throw invalidBody(problems);
        const directory = createDirectoryRepository(tx);
        await requireEmployees(directory, input.employeeIds, 'employeeIds');

        const beforeCrew = ((await plans.crewOf([id])).get(id) ?? []).map((p) => p.id);
        const after = await plans.update(id, {
          status: 'active',
          startsOn: input.startsOn,
          serviceDays,
          ...(input.startTime !== undefined && { startTime: input.startTime }),
        });
        await plans.replaceCrew(id, input.employeeIds);
        await createAuditRepository(tx).record({
          actor,
          entity: 'service_plan',
          entityId: id,
          action: 'confirm-start',
          before: planRecord(before, beforeCrew),
          after: planRecord(after, input.employeeIds),
        });
        const visits = await producePlanVisits(tx, after, actor, at);

        const customer = await directory.customerContact(after.customerId);
        const site = await directory.findSite(after.siteId);
        if (!customer) return;
        const first = visits.map((v) => v.scheduledStart).sort((a, b) => a.getTime() - b.getTime())[0];
        await createOutboxRepository(tx).enqueue({
          channel: 'email',
          recipient: customer.email,
          kind: 'plan-start-confirmed',
          payload: {
            name: customer.firstName ?? customer.username,
            site: site ? `${site.name}, ${site.address}` : 'your site',
            startsOn: longDay(after.startsOn),
            firstVisit: first ? `${companyLongDate(first)} at ${clockText(after.startTime)}` : `from ${longDay(after.startsOn)}`,
            schedule: scheduleLine(after),
            // How many people come, never who: the crew's names are the employees' own data.
            crew: plural(input.employeeIds.length, 'cleaner', 'cleaners'),
            portalUrl: `${deps.siteUrl}/customer-dashboard`,
            companyName: deps.company().name,
            companyPhone: deps.company().phone,
          },
        });
      });
    },
  };
}
export type PlanStartService = ReturnType<typeof createPlanStartService>;
