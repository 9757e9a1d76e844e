import type { LoginFailure } from './login-failure.ts';

// The spec's texts (public-site §5, §8; signed-in-areas §8).
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_SUCCESS_TOAST = {
  title: 'Login Successful',
  description: 'Welcome back! Redirecting to your dashboard...',
} as const;
export const PORTAL_MISSING_FIELDS = 'Please fill in all fields';
export const PAGE_MISSING_FIELDS_TOAST = {
  title: 'Missing Information',
  description: 'Please enter both username and password',
} as const;
export const ADMIN_MISSING_FIELDS = 'Please enter both username and password';
export const CONNECTION_ERROR = 'Connection error. Please try again.';

/** Client Portal: one fixed message, except a lockout (429), where the server says how long to wait. */
export function portalLoginFailureMessage(failure: LoginFailure): string {
  if (failure.kind === 'network') return CONNECTION_ERROR;
  if (failure.status === 429 && failure.serverMessage) return failure.serverMessage;
  return 'Invalid username or password. Please try again.';
}

/** Sign-in page (/login): the server's message, else a fixed one. */
export function pageLoginFailureMessage(failure: LoginFailure): string {
  if (failure.kind === 'network') return CONNECTION_ERROR;
  return failure.serverMessage || 'Invalid username or password';
}

/** Admin login: the server's message, else 'Login failed'; a network error has its own text. */
export function adminLoginFailureMessage(failure: LoginFailure): string {
  if (failure.kind === 'network') return CONNECTION_ERROR;
  return failure.serverMessage || 'Login failed';
}
