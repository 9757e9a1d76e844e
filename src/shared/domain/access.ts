/**
 * Who may call an API route. Every /api route declares one; a route without a
 * rule stops the server at start-up.
 */
export const accessRules = ['public', 'authenticated', 'customer', 'employee', 'admin'] as const;
export type AccessRule = (typeof accessRules)[number];

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * The whole access policy in one pure function: public routes are open, the
 * others need a session, and role rules need exactly that role (an admin is
 * not a customer: customer and employee routes serve the caller's own data).
 */
export function decideAccess(rule: AccessRule, role: string | null): AccessDecision {
  if (rule === 'public') return 'allow';
  if (role === null) return 'unauthenticated';
  if (rule === 'authenticated' || rule === role) return 'allow';
  return 'forbidden';
}
