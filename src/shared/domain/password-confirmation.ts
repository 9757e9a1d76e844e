/**
 * The new password typed twice: a rule of the screen, not of the request (the contract checks the
 * password itself). Shared so the Set password page says the same with or without its script.
 */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Re-enter the new password to confirm it';
  if (confirmation !== password) return 'The passwords do not match';
  return undefined;
}
