import { companyDate } from '#shared/domain/company-time.ts';
import { approvalBlockers } from '../modules/time/timesheet-approval.ts';
import { milesText, rateCents, weekTotals } from '../modules/time/timesheet-pay.ts';
import { weekSnapshot } from '../modules/time/timesheets.service.ts';
import type { DemoContext } from './demo-context.ts';
import { createVisitSettlingRepository } from './visit-settling.repository.ts';
import { createWeekApprovalsRepository } from './week-approvals.repository.ts';

/**
 * The office approves last week's timesheets every Monday (decision 0044). The last weeks go through
 * the timesheets service one by one; the older months' hundreds of weeks are approved in bulk with the
 * service's own rules (its blockers, its pay per day, its snapshot and audit event), and the monthly
 * payroll export, through the service, checks every snapshot against the entries as it always does.
 */
const THROUGH_THE_SERVICE_DAYS = 42;

export async function approveWeek(ctx: DemoContext, week: string): Promise<void> {
  const employeeIds = await createVisitSettlingRepository(ctx.db).employeesWithTime(week);
  const now = ctx.story.now();
  const admin = ctx.staff.adminId;
  if (ctx.now.getTime() - now.getTime() < THROUGH_THE_SERVICE_DAYS * 86_400_000) {
    for (const employeeId of employeeIds) await ctx.services.timesheets.approve(admin, employeeId, week, now);
    return;
  }
  const repo = createWeekApprovalsRepository(ctx.db);
  const { entries, trips, rates } = await repo.weekOf(employeeIds, week);
  const rows = [];
  for (const employeeId of employeeIds) {
    const own = entries.filter((e) => e.employeeId === employeeId);
    const drives = trips.filter((t) => t.employeeId === employeeId);
    const rate = rateCents(rates.get(employeeId) ?? null);
    const blockers = approvalBlockers({
      name: String(employeeId),
      week,
      today: companyDate(now),
      entries: own,
      trips: drives,
      rateCents: rate,
    });
    if (blockers.length > 0 || rate === null) continue;
    const totals = weekTotals(own, drives, rate);
    rows.push({
      employeeId,
      weekStart: week,
      status: 'approved' as const,
      approvedBy: admin,
      approvedAt: now,
      hourlyRateCents: rate,
      workedMinutes: totals.minutes,
      miles: milesText(totals.milesTenths),
      payCents: totals.payCents!,
      createdAt: now,
      updatedAt: now,
    });
  }
  const approved = await repo.approve(rows);
  await createVisitSettlingRepository(ctx.db).insertAudits(
    approved.map((row) => ({
      actorId: admin,
      actor: 'user',
      entity: 'timesheet_week' as const,
      entityId: `${row.employeeId}:${row.weekStart}`,
      action: 'approve',
      before: null,
      after: weekSnapshot(row),
      occurredAt: now,
    })),
  );
}
