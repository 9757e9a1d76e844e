import { nameAndUsername } from './user-format.ts';

interface Named {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

/**
 * The toast after Activate or Deactivate. It names who changed (issue 12: the row may have moved off
 * the page) and keeps the spec's 'User Status Updated / User status has been changed successfully.'
 */
export function statusChangedToast(user: Named, isActive: boolean): { title: string; description: string } {
  const change = isActive ? 'is active again' : 'is now inactive';
  return { title: 'User Status Updated', description: `${nameAndUsername(user)} ${change}. User status has been changed successfully.` };
}

/** The deactivation question: who, and what it does to them. */
export function deactivationQuestion(user: Named): { title: string; description: string } {
  return {
    title: `Deactivate ${nameAndUsername(user)}?`,
    description: 'They are signed out everywhere and cannot sign in until an admin activates the account again.',
  };
}
