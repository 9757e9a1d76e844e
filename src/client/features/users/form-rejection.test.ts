import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { conflictFields } from './form-rejection.ts';

const body = (value: object) => JSON.stringify(value);

describe('conflictFields', () => {
  it('puts a 409 under the username or e-mail it names', () => {
    expect(conflictFields(new ApiError(409, body({ message: 'That username is already taken.' })))).toEqual({
      username: 'That username is already taken.',
    });
    expect(conflictFields(new ApiError(409, body({ message: 'This username or e-mail is already taken' })))).toEqual({
      username: 'This username or e-mail is already taken',
      email: 'This username or e-mail is already taken',
    });
  });

  it('names no field for another refusal or a lost connection', () => {
    expect(conflictFields(new ApiError(400, body({ message: 'That username is too short.' })))).toEqual({});
    expect(conflictFields(new TypeError('Failed to fetch'))).toEqual({});
  });
});
