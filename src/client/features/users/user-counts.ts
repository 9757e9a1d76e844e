export interface UserCounts {
  total: number;
  active: number;
  admins: number;
  employees: number;
  customers: number;
}

/** Headline counts of the user management page, computed from the unfiltered list. */
export function countUsers(users: readonly { role: string; isActive: boolean }[]): UserCounts {
  const counts: UserCounts = { total: 0, active: 0, admins: 0, employees: 0, customers: 0 };
  for (const user of users) {
    counts.total += 1;
    if (user.isActive) counts.active += 1;
    if (user.role === 'admin') counts.admins += 1;
    else if (user.role === 'employee') counts.employees += 1;
    else if (user.role === 'customer') counts.customers += 1;
  }
  return counts;
}
