import { eq, inArray } from 'drizzle-orm';
import { auditNameKey } from '#shared/contracts/audit.ts';
import { companyDate } from '#shared/domain/company-time.ts';
import { COMPANY_TIME_ZONE } from '#shared/domain/company.ts';
import { shortDay, wallClock } from '#shared/text/company-dates.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sites } from '../../db/schema/customers.ts';
import { bookings, servicePlans } from '../../db/schema/operations.ts';
import type { ReferencedIds } from './audit-references.ts';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

interface Person {
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}
const personName = (p: Person) => [p.firstName?.trim(), p.lastName?.trim()].filter(Boolean).join(' ') || p.username;
/** A customer as the back office names one: the company, else the person. */
const customerName = (p: Person) => p.companyName?.trim() || personName(p);

const personColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
};

/**
 * The names of the records an audit trail refers to by id (decision 0043), read as they are now:
 * customers by company, people by name, sites by name, plans as "Plan for customer at site", visits as
 * "day, time at site". Four small reads by primary key, only for the kinds that occur.
 */
export function createAuditReferencesRepository(db: Database) {
  async function people(ids: Set<number>) {
    return ids.size === 0
      ? []
      : db
          .select(personColumns)
          .from(users)
          .where(inArray(users.id, [...ids]));
  }

  return {
    async namesOf(ids: ReferencedIds): Promise<Record<string, string>> {
      const names: Record<string, string> = {};
      for (const p of await people(ids.customer)) names[auditNameKey('customer', p.id)] = customerName(p);
      for (const p of await people(ids.person)) names[auditNameKey('person', p.id)] = personName(p);
      if (ids.site.size > 0) {
        const rows = await db
          .select({ id: sites.id, name: sites.name })
          .from(sites)
          .where(inArray(sites.id, [...ids.site]));
        for (const row of rows) names[auditNameKey('site', row.id)] = row.name;
      }
      if (ids.servicePlan.size > 0) {
        const rows = await db
          .select({ id: servicePlans.id, site: sites.name, customer: personColumns })
          .from(servicePlans)
          .innerJoin(sites, eq(sites.id, servicePlans.siteId))
          .innerJoin(users, eq(users.id, servicePlans.customerId))
          .where(inArray(servicePlans.id, [...ids.servicePlan]));
        for (const row of rows) {
          const customer = customerName(row.customer);
          // A site is often named after its customer: "Plan for Acme Dental", not "Acme Dental at Acme Dental".
          names[auditNameKey('servicePlan', row.id)] =
            row.site === customer ? `Plan for ${customer}` : `Plan for ${customer} at ${row.site}`;
        }
      }
      if (ids.booking.size > 0) {
        const rows = await db
          .select({ id: bookings.id, start: bookings.scheduledStart, site: sites.name, location: bookings.location })
          .from(bookings)
          .leftJoin(sites, eq(sites.id, bookings.siteId))
          .where(inArray(bookings.id, [...ids.booking]));
        for (const row of rows) {
          const when = `${shortDay(companyDate(row.start))}, ${wallClock(clock.format(row.start))}`;
          names[auditNameKey('booking', row.id)] = `${when} at ${row.site ?? row.location}`;
        }
      }
      return names;
    },
  };
}
