import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';

export type ActivitySourceKind = 'lead' | 'contact' | 'account' | 'booking' | 'completed';

/** One event, as the five sources below name it; `a`..`d` are the texts its line is made from. */
export interface ActivityRow {
  kind: ActivitySourceKind;
  id: string;
  at: string;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
}

/**
 * The newest `limit` of each source, up to now, each read from its own index (created_at or
 * completed_at descending; the bookings are cut before their customer is joined, so the index gives
 * the order), merged and cut to `limit` in one statement.
 */
export function createActivitiesRepository(db: Database) {
  return {
    async newest(now: Date, limit: number): Promise<ActivityRow[]> {
      const at = now.toISOString();
      return jsonRows<ActivityRow>(
        db,
        sql`select * from (
          (select 'lead' as kind, l.id::text as id, l.created_at as at, l.reference as a, l.company_name as b,
                  trim(l.first_name || ' ' || l.last_name) as c, l.source as d
             from leads l where l.created_at <= ${at} order by l.created_at desc limit ${limit})
          union all
          (select 'contact', m.id::text, m.created_at, m.topic, m.company, m.name, left(m.message, 120)
             from contact_messages m where m.created_at <= ${at} order by m.created_at desc limit ${limit})
          union all
          (select 'account', u.id::text, u.created_at, u.role, u.company_name,
                  coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.username), null
             from users u where u.created_at <= ${at} order by u.created_at desc limit ${limit})
          union all
          (select 'booking', b.id::text, b.created_at, b.service_type, to_json(b.scheduled_start) #>> '{}',
                  coalesce(b.client_name, nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), c.company_name), b.source
             from (select id, created_at, service_type, scheduled_start, client_name, customer_id, source from bookings
                    where source <> 'plan' and created_at <= ${at} order by created_at desc limit ${limit}) b
             left join users c on c.id = b.customer_id)
          union all
          (select 'completed', b.id::text, b.completed_at, b.service_type, b.location,
                  coalesce(b.client_name, nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), c.company_name), null
             from (select id, completed_at, service_type, location, client_name, customer_id from bookings
                    where completed_at is not null and completed_at <= ${at} order by completed_at desc limit ${limit}) b
             left join users c on c.id = b.customer_id)
        ) events order by at desc, kind, id limit ${limit}`,
        sql`r."at" desc, r."kind", r."id"`,
      );
    },
  };
}
