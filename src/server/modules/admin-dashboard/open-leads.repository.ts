import { sql } from 'drizzle-orm';
import { openLeadStatuses } from '#shared/domain/crm.ts';

/** The open lead statuses as a SQL list, for `status in (${openStatuses})` (the dashboard's stats and urgent tasks). */
export const openStatuses = sql.join(
  openLeadStatuses.map((status) => sql`${status}`),
  sql`, `,
);
