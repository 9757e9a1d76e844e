import { describe, expect, it } from 'vitest';
import { deactivationQuestion, statusChangedToast } from './user-status-message.ts';

const jane = { firstName: 'Jane', lastName: 'Doe', username: 'jdoe' };

describe('statusChangedToast', () => {
  it("names who changed and keeps the spec's words", () => {
    expect(statusChangedToast(jane, false)).toEqual({
      title: 'User Status Updated',
      description: 'Jane Doe (jdoe) is now inactive. User status has been changed successfully.',
    });
    expect(statusChangedToast(jane, true).description).toBe('Jane Doe (jdoe) is active again. User status has been changed successfully.');
  });
});

describe('deactivationQuestion', () => {
  it('asks about the named user and says what happens', () => {
    expect(deactivationQuestion(jane)).toEqual({
      title: 'Deactivate Jane Doe (jdoe)?',
      description: 'They are signed out everywhere and cannot sign in until an admin activates the account again.',
    });
  });
});
