import type { LoginFailure } from './login-failure.ts';

// The spec's texts (public-site §5, §8; signed-in-areas §8). The spec shows most of them as toasts; the
// sign-in pages show each one once, inline in the card (decision 0016), so they keep a title and a line.

/** One message in the sign-in card: a title, and under it a line when the spec gives two parts. */
export interface SignInMessage {
  title: string;
  description?: string | undefined;
}

/** How one sign-in page words an empty field and a failed sign-in. */
export interface SignInWording {
  missing: SignInMessage;
  failure: (failure: LoginFailure) => SignInMessage;
}

export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_SUCCESS_TOAST = {
  title: 'Login Successful',
  description: 'Welcome back! Redirecting to your dashboard...',
} as const;
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

/** /login-portal: 'Please fill in all fields'; 'Login Failed - Invalid username or password. Please try again.' */
export const PORTAL_WORDING: SignInWording = {
  missing: { title: 'Please fill in all fields' },
  failure: (failure) => ({ title: LOGIN_FAILED_TITLE, description: portalLoginFailureMessage(failure) }),
};

/** /login: 'Missing Information / Please enter both username and password'; 'Login Failed' with the server's message. */
export const PAGE_WORDING: SignInWording = {
  missing: { title: 'Missing Information', description: 'Please enter both username and password' },
  failure: (failure) => ({ title: LOGIN_FAILED_TITLE, description: pageLoginFailureMessage(failure) }),
};

/** /admin/login: the spec gives its failure one line and no words for an empty field, so it borrows the sign-in page's line. */
export const ADMIN_WORDING: SignInWording = {
  missing: { title: 'Please enter both username and password' },
  failure: (failure) => ({ title: adminLoginFailureMessage(failure) }),
};
