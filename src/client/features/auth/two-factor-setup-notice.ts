import type { TwoFactorSetupNotice } from '#shared/contracts/auth.ts';

export { TWO_FACTOR_SETUP_PATH } from '#shared/domain/user.ts';

/**
 * What the sign-in says to an admin without two-factor sign-in while admins must use it
 * (decision 0035): how many sign-ins are left, or that it must be set up now.
 */
export function twoFactorSetupToast(notice: TwoFactorSetupNotice): { title: string; description: string } {
  if (notice.due) {
    return {
      title: 'Set up two-factor sign-in',
      description: 'Administrators must use two-factor sign-in. Set it up now to reach the back office.',
    };
  }
  const left = notice.signInsLeft === 1 ? '1 more sign-in' : `${notice.signInsLeft} more sign-ins`;
  return {
    title: 'Two-factor sign-in is required for administrators',
    description:
      notice.signInsLeft === 0
        ? 'This is your last sign-in without it: set it up under Settings.'
        : `Set it up under Settings: you have ${left} without it.`,
  };
}
