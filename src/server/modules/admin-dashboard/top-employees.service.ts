import type { TopEmployee } from '#shared/contracts/admin-dashboard.ts';
import { TOP_EMPLOYEES_LIMIT } from '#shared/domain/dashboard.ts';
import type { Database } from '../../db/client.ts';
import { createTopEmployeesRepository } from './top-employees.repository.ts';
import { systemClock, windowsAt, type Clock } from './windows.ts';

/** GET /api/admin/top-employees: the 5 active employees with the most jobs completed in 30 days. */
export function createTopEmployeesService(db: Database, clock: Clock = systemClock) {
  const repository = createTopEmployeesRepository(db);
  return {
    async top(): Promise<TopEmployee[]> {
      const w = windowsAt(clock());
      const rows = await repository.top(w.jobsFrom, w.now, TOP_EMPLOYEES_LIMIT);
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        completedJobs: row.completedJobs,
        rating: row.rating,
        status: row.clockedIn ? 'active' : 'off-duty',
      }));
    },
  };
}
