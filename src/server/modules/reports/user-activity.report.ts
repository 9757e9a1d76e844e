import type { UserActivityReport } from '#shared/contracts/reports.ts';
import type { Database } from '../../db/client.ts';
import { readUserActivity, roles } from './user-activity-report.repository.ts';
import { round2 } from '../admin-dashboard/figures-format.ts';
import { reportHeader, type ReportSpan } from './report-span.ts';

/** Accounts by role, sign-ins (security log) and hours clocked per employee in the month. */
export async function userActivityReport(db: Database, span: ReportSpan): Promise<UserActivityReport> {
  const [byRole, signIns, hours] = await readUserActivity(db, span);
  const found = new Map(byRole.map((row) => [row.role, row]));
  return {
    report: 'user-activity',
    ...reportHeader(span),
    accountsByRole: roles.map((role) => found.get(role) ?? { role, active: 0, inactive: 0, createdInMonth: 0 }),
    signIns: { count: signIns.count, accounts: signIns.accounts },
    failedSignIns: signIns.failed,
    hoursByEmployee: hours.map((h) => ({ employeeId: h.employeeId, name: h.name, hours: round2(h.minutes / 60), entries: h.entries })),
  };
}
