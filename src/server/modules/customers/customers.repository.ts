import { sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_INVOICES_SHOWN, type CustomerBalance, type CustomerSummary, type PortalAccess } from '#shared/contracts/customers.ts';
import type { IsoDate } from '#shared/domain/company-time.ts';
import type { Database } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { escapeLike } from '../../db/sql-text.ts';
import { priceInForce } from '../sites/plan-price.repository.ts';

/** The customer's name as the back office shows it: the company, else the person, else the user name. */
const nameOf = (u: string) =>
  sql.raw(`coalesce(nullif(trim(${u}.company_name), ''), nullif(concat_ws(' ', ${u}.first_name, ${u}.last_name), ''), ${u}.username)`);
const personOf = (u: string) => sql.raw(`nullif(concat_ws(' ', ${u}.first_name, ${u}.last_name), '')`);

/**
 * The balance of the customer `u.id` (a lateral join named `bal`): its pending invoices, and the part of
 * them past due on `today` (Minnesota). Paid and void invoices owe nothing.
 */
const balanceJoin = (today: IsoDate) => sql`left join lateral (select coalesce(sum(i.amount_cents), 0)::int as balance,
      count(*)::int as unpaid, coalesce(sum(i.amount_cents) filter (where i.due_date < ${today}::date), 0)::int as overdue
    from invoices i where i.customer_id = u.id and i.status = 'pending') bal on true`;

/**
 * The Client Portal access of `u` (its newest working set-password link joined as `link`): deactivated
 * first (nothing else lets it in), then a password chosen, then a link that still works, else none.
 */
const portalJoin = (at: Date) => sql`left join lateral (select max(l.expires_at) as expires_at from password_links l
    where l.user_id = u.id and l.used_at is null and l.expires_at > ${at.toISOString()}::timestamptz) link on true`;
const portalColumn = sql`json_build_object(
    'status', case when not u.is_active then 'deactivated' when u.password_hash is not null then 'active'
      when link.expires_at is not null then 'invited' else 'none' end,
    'username', u.username, 'lastLoginAt', u.last_login_at, 'linkExpiresAt', link.expires_at)`;

export interface CustomerParts {
  customer: { id: number; name: string; companyName: string | null; isActive: boolean; createdAt: string };
  person: { name: string | null; email: string; phone: string | null };
  billing: { email: string | null; address: string | null };
  sites: Array<{ id: number; name: string; address: string; isActive: boolean }>;
  plans: Array<{
    id: number;
    siteId: number;
    siteName: string;
    status: string;
    frequency: string;
    facilityType: string;
    monthlyPriceCents: number;
    startsOn: string;
    endsOn: string | null;
  }>;
  invoices: Array<{
    id: number;
    invoiceNumber: string;
    issueDate: string;
    dueDate: string;
    description: string;
    amountCents: number;
    status: 'pending' | 'overdue' | 'paid' | 'void';
  }>;
  invoiceCount: number;
  balance: CustomerBalance;
  portal: PortalAccess;
}

/** The admins' customers (issue 34): each read is one statement. */
export function createCustomersRepository(db: Database) {
  return {
    /** Customers (role customer) whose name, company, user name or e-mail holds `q`, with their counts, balance and portal access. */
    async list(filter: { q?: string | undefined; today: IsoDate; at: Date }): Promise<CustomerSummary[]> {
      const needle = filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : null;
      const search: SQL = needle
        ? sql`and (lower(${nameOf('u')}) like ${needle} or lower(coalesce(${personOf('u')}, '')) like ${needle}
            or lower(u.username) like ${needle} or lower(u.email) like ${needle})`
        : sql``;
      const query = sql`select u.id, ${nameOf('u')} as name, ${personOf('u')} as "contactName", u.email, u.phone,
          (select count(*) from sites s where s.customer_id = u.id)::int as sites,
          (select count(*) from service_plans p where p.customer_id = u.id and p.status = 'active')::int as "activePlans",
          bal.balance as "balanceCents", bal.unpaid as "unpaidInvoices", bal.overdue as "overdueCents",
          ${portalColumn} as portal
        from users u
        ${balanceJoin(filter.today)}
        ${portalJoin(filter.at)}
        where u.role = 'customer' ${search}`;
      return jsonRows<CustomerSummary>(db, query, sql`lower(r."name"), r."id"`);
    },

    /** One customer's page in one answer; undefined when no customer has the id. */
    async detail(id: number, at: { today: IsoDate; thisMonth: IsoDate; now: Date }): Promise<CustomerParts | undefined> {
      const query = sql`select
          json_build_object('id', u.id, 'name', ${nameOf('u')}, 'companyName', nullif(trim(u.company_name), ''),
            'isActive', u.is_active, 'createdAt', u.created_at) as customer,
          json_build_object('name', ${personOf('u')}, 'email', u.email, 'phone', u.phone) as person,
          json_build_object('email', nullif(trim(cp.billing_email), ''), 'address', nullif(trim(cp.billing_address), '')) as billing,
          (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'address', s.address, 'isActive', s.is_active)
              order by s.is_active desc, s.name, s.id), '[]'::json)
            from sites s where s.customer_id = u.id) as sites,
          (select coalesce(json_agg(json_build_object('id', p.id, 'siteId', p.site_id, 'siteName', s.name, 'status', p.status,
                'frequency', p.frequency, 'facilityType', p.facility_type,
                'monthlyPriceCents', ${priceInForce(sql`p.id`, sql`p.monthly_price_cents`, at.thisMonth)},
                'startsOn', p.starts_on, 'endsOn', p.ends_on)
              order by (p.status = 'active') desc, p.starts_on desc, p.id desc), '[]'::json)
            from service_plans p join sites s on s.id = p.site_id where p.customer_id = u.id) as plans,
          (select coalesce(json_agg(json_build_object('id', x.id, 'invoiceNumber', x.invoice_number, 'issueDate', x.issue_date,
                'dueDate', x.due_date, 'description', x.description, 'amountCents', x.amount_cents,
                'status', case when x.status = 'pending' and x.due_date < ${at.today}::date then 'overdue' else x.status end)
              order by x.issue_date desc, x.id desc), '[]'::json)
            from (select * from invoices i where i.customer_id = u.id order by i.issue_date desc, i.id desc
              limit ${CUSTOMER_INVOICES_SHOWN}) x) as invoices,
          (select count(*)::int from invoices i where i.customer_id = u.id) as "invoiceCount",
          json_build_object('balanceCents', bal.balance, 'unpaidInvoices', bal.unpaid, 'overdueCents', bal.overdue) as balance,
          ${portalColumn} as portal
        from users u
        left join customer_profiles cp on cp.user_id = u.id
        ${balanceJoin(at.today)}
        ${portalJoin(at.now)}
        where u.id = ${id} and u.role = 'customer'`;
      const [row] = await jsonRows<CustomerParts>(db, query, sql`1`);
      return row;
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
