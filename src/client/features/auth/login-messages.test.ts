import { describe, it, expect } from 'vitest';
import { LoginFailure } from './login-failure.ts';
import {
  adminLoginFailureMessage,
  CONNECTION_ERROR,
  LOGIN_SUCCESS_TOAST,
  pageLoginFailureMessage,
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
