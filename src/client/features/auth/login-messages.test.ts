import { describe, it, expect } from 'vitest';
import { LoginFailure } from './login-failure.ts';
import {
  ADMIN_WORDING,
  adminLoginFailureMessage,
  CONNECTION_ERROR,
  LOGIN_SUCCESS_TOAST,
  PAGE_WORDING,
  pageLoginFailureMessage,
  PORTAL_WORDING,
  portalLoginFailureMessage,
} from './login-messages.ts';

const rejected = (status: number, message?: string) => new LoginFailure('rejected', status, message);
const network = new LoginFailure('network');
const unexpected = new LoginFailure('unexpected');

describe('portalLoginFailureMessage', () => {
  it('shows the fixed text for a rejected sign-in, whatever the server said', () => {
    expect(portalLoginFailureMessage(rejected(401, 'Invalid credentials'))).toBe('Invalid username or password. Please try again.');
    expect(portalLoginFailureMessage(rejected(500))).toBe('Invalid username or password. Please try again.');
    expect(portalLoginFailureMessage(unexpected)).toBe('Invalid username or password. Please try again.');
  });

  it('shows the server message for a lockout', () => {
    expect(portalLoginFailureMessage(rejected(429, 'Too many attempts. Try again in 15 minutes.'))).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(portalLoginFailureMessage(rejected(429))).toBe('Invalid username or password. Please try again.');
  });

  it('says so when the server could not be reached', () => {
    expect(portalLoginFailureMessage(network)).toBe(CONNECTION_ERROR);
  });
});

describe('pageLoginFailureMessage', () => {
  it('prefers the server message', () => {
    expect(pageLoginFailureMessage(rejected(401, 'Account is deactivated'))).toBe('Account is deactivated');
  });

  it('falls back to the fixed text', () => {
    expect(pageLoginFailureMessage(rejected(401))).toBe('Invalid username or password');
    expect(pageLoginFailureMessage(unexpected)).toBe('Invalid username or password');
  });

  it('says so when the server could not be reached', () => {
    expect(pageLoginFailureMessage(network)).toBe('Connection error. Please try again.');
  });
});

describe('adminLoginFailureMessage', () => {
  it('prefers the server message, else "Login failed"', () => {
    expect(adminLoginFailureMessage(rejected(401, 'Invalid credentials'))).toBe('Invalid credentials');
    expect(adminLoginFailureMessage(rejected(500))).toBe('Login failed');
    expect(adminLoginFailureMessage(unexpected)).toBe('Login failed');
  });

  it('has the spec text for a network error', () => {
    expect(adminLoginFailureMessage(network)).toBe('Connection error. Please try again.');
  });
});

describe('LOGIN_SUCCESS_TOAST', () => {
  it('has the spec wording', () => {
    expect(LOGIN_SUCCESS_TOAST).toEqual({ title: 'Login Successful', description: 'Welcome back! Redirecting to your dashboard...' });
  });
});

describe("each page's wording, shown inline (decision 0016)", () => {
  it("Client Portal: the spec's toast texts, title and line", () => {
    expect(PORTAL_WORDING.missing).toEqual({ title: 'Please fill in all fields' });
    expect(PORTAL_WORDING.failure(rejected(401, 'Invalid username or password'))).toEqual({
      title: 'Login Failed',
      description: 'Invalid username or password. Please try again.',
    });
  });

  it('sign-in page: Missing Information, and Login Failed with the server message', () => {
    expect(PAGE_WORDING.missing).toEqual({ title: 'Missing Information', description: 'Please enter both username and password' });
    expect(PAGE_WORDING.failure(rejected(403, 'Account is deactivated'))).toEqual({
      title: 'Login Failed',
      description: 'Account is deactivated',
    });
  });

  it('admin login: one line, the server message else Login failed', () => {
    expect(ADMIN_WORDING.missing).toEqual({ title: 'Please enter both username and password' });
    expect(ADMIN_WORDING.failure(rejected(401, 'Invalid username or password'))).toEqual({ title: 'Invalid username or password' });
    expect(ADMIN_WORDING.failure(network)).toEqual({ title: 'Connection error. Please try again.' });
  });
});
