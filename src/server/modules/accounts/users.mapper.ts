import type { User } from '#shared/contracts/users.ts';
import type { SessionUser } from '#shared/contracts/auth.ts';
import { canAccessAdminPortal, canAccessEmployeePortal } from '#shared/domain/user.ts';
import type { UserRow } from './users.repository.ts';

/** The row as admins may see it: never the password hash. */
export function toUser(row: UserRow): User {
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
    hasPassword: row.passwordHash !== null,
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
