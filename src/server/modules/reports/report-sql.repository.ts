import { sql } from 'drizzle-orm';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';

/** SQL: the Minnesota Sunday (date text YYYY-MM-DD) of a timestamp column. */
export const sundayText = (column: string) =>
  sql.raw(
    `to_char((${column} at time zone '${COMPANY_TIME_ZONE}')::date - extract(dow from (${column} at time zone '${COMPANY_TIME_ZONE}'))::int, 'YYYY-MM-DD')`,
  );

/** SQL: a person's display name from a users row aliased `alias`. */
export const personName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.username)`);
