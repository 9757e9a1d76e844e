import { describe, it, expect } from 'vitest';
import { credentialsFrom } from './login-credentials.ts';

describe('credentialsFrom', () => {
  it('returns the request body when both fields are filled', () => {
    expect(credentialsFrom('maria', 'secret')).toEqual({ username: 'maria', password: 'secret' });
  });

  it('trims the username but never the password', () => {
    expect(credentialsFrom('  maria@example.com ', ' pass word ')).toEqual({ username: 'maria@example.com', password: ' pass word ' });
  });

  it('is null when either field is empty', () => {
    expect(credentialsFrom('', 'secret')).toBeNull();
    expect(credentialsFrom('   ', 'secret')).toBeNull();
    expect(credentialsFrom('maria', '')).toBeNull();
    expect(credentialsFrom('', '')).toBeNull();
  });
});
