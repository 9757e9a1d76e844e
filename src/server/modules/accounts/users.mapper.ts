import type { User } from '#shared/contracts/users.ts';
import type { SessionUser } from '#shared/contracts/auth.ts';
import { canAccessAdminPortal, canAccessEmployeePortal } from '#shared/domain/user.ts';
import type { UserRow } from './users.repository.ts';

/** The row as admins may see it: never the password hash. Whether two-factor is on comes from its own table. */
export function toUser(row: UserRow, twoFactorEnabled: boolean): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    role: row.role,
    companyName: row.companyName,
    position: row.position,
    department: row.department,
    hourlyRate: row.hourlyRate === null ? null : Number(row.hourlyRate),
    hireDate: row.hireDate,
    isActive: row.isActive,
    isSupervisor: row.isSupervisor,
    hasPassword: row.passwordHash !== null,
    twoFactorEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    canAccessAdminPortal: canAccessAdminPortal(row.role),
    canAccessEmployeePortal: canAccessEmployeePortal(row.role),
  };
}
