import type { LoginRequest } from '#shared/contracts/auth.ts';

/** The request body, or null when either field is empty (spacing around a username does not count). */
export function credentialsFrom(username: string, password: string): LoginRequest | null {
  const name = username.trim();
  if (!name || !password) return null;
  return { username: name, password };
}
