/**
 * Who may call an API route. Every /api route declares one; a route without a
 * rule stops the server at start-up.
 */
export const accessRules = ['public', 'authenticated', 'customer', 'employee', 'admin'] as const;
export type AccessRule = (typeof accessRules)[number];
