/** The three kinds of people who sign in. */
export const roles = ['admin', 'employee', 'customer'] as const;
export type Role = (typeof roles)[number];

/** Where an admin goes to set up two-factor sign-in (the account page's Two-factor card; decision 0035). */
export const TWO_FACTOR_SETUP_PATH = '/account';

/** Where each role lands after signing in (spec: role dashboard targets). */
export function dashboardPathFor(role: string | null | undefined): string {
  if (role === 'admin') return '/admin-dashboard';
  if (role === 'employee') return '/employee-dashboard';
  if (role === 'customer') return '/customer-dashboard';
  return '/';
}

/**
 * Where someone lands after choosing a password with a link (decision 0042): their role's sign-in,
 * which says the password is set and holds the username. An admin signs in at the admin login; an
 * employee at the general login worded as the Employee Portal (`portal=employee`); a customer at
 * the Client Portal.
 */
export function passwordSetLandingPath(role: string, username: string): string {
  const query = `password-set=1&username=${encodeURIComponent(username)}`;
  if (role === 'admin') return `/admin/login?${query}`;
  if (role === 'employee') return `/login-portal?${query}&portal=employee`;
  return `/login-portal?${query}`;
}

export function canAccessAdminPortal(role: Role): boolean {
  return role === 'admin';
}

export function canAccessEmployeePortal(role: Role): boolean {
  return role === 'admin' || role === 'employee';
}

/** Client Portal routing: admin (or admin access) first, then employee access, else customer. */
export function portalPathAfterLogin(user: { role: string; canAccessAdminPortal?: boolean; canAccessEmployeePortal?: boolean }): string {
  if (user.role === 'admin' || user.canAccessAdminPortal) return '/admin-dashboard';
  if (user.canAccessEmployeePortal) return '/employee-dashboard';
  return '/customer-dashboard';
}

export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** Full name, else the username (header of the user menu). */
export function displayName(u: NameParts): string {
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return full || u.username || '';
}

/** Initials of first and last name, else the first two letters of the username, else U. */
export function initials(u: NameParts): string {
  const first = u.firstName?.trim()?.[0];
  const last = u.lastName?.trim()?.[0];
  if (first && last) return (first + last).toUpperCase();
  const username = u.username?.trim();
  if (username) return username.slice(0, 2).toUpperCase();
  return 'U';
}

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
