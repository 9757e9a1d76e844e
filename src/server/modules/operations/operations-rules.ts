import { AppError } from '../../errors.ts';
import type { DirectoryRepository, PersonRow, SiteRow } from './directory.repository.ts';

/** A 400 naming each field and what is expected of it, as the contracts' own checks answer. */
export function invalidBody(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
}

/** A 400 naming each query parameter and what is expected of it. */
export function invalidQuery(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', `Invalid query: ${Object.keys(fields).join(', ')}`, fields);
}

const list = (ids: readonly number[]) =>
  ids.length === 1 ? `${ids[0]} is not one` : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} are not`;

/** The customer a body names: an active customer account, else 400 on `field`. */
export async function requireCustomer(directory: DirectoryRepository, id: number, field = 'customerId'): Promise<PersonRow> {
  const customer = await directory.findCustomer(id);
  if (!customer) throw invalidBody({ [field]: `Choose a customer: no customer has id ${id}` });
  if (!customer.isActive) throw invalidBody({ [field]: 'Choose an active customer: this one is deactivated' });
  return customer;
}

/** The site a body names: an active site of `customerId`, else 400 on `field`. */
export async function requireSite(directory: DirectoryRepository, siteId: number, customerId: number, field = 'siteId'): Promise<SiteRow> {
  const site = await directory.findSite(siteId);
  if (!site || site.customerId !== customerId) throw invalidBody({ [field]: `Choose a site of this customer: site ${siteId} is not one` });
  if (!site.isActive) throw invalidBody({ [field]: 'Choose an active site: this one is closed' });
  return site;
}

/** Every id is an active employee, else 400 on `field` naming the others. */
export async function requireEmployees(directory: DirectoryRepository, ids: readonly number[], field: string): Promise<void> {
  const active = await directory.activeEmployeesAmong(ids);
  const others = ids.filter((id) => !active.has(id));
  if (others.length > 0) throw invalidBody({ [field]: `Choose active employees only: ${list(others)}` });
}

export const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));
