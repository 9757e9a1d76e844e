import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import type { TwoFactorSetupNotice } from '#shared/contracts/auth.ts';
import { LOGIN_SUCCESS_TOAST } from './login-messages.ts';
import { TWO_FACTOR_SETUP_PATH, twoFactorSetupToast } from './two-factor-setup-notice.ts';

/** The spec's pause between the success toast and the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/**
 * After the session is saved: forget data cached for any earlier account (reads
 * never go stale), toast, and go to `path` after the delay. Leaving the page
 * first cancels the redirect.
 */
export function useLoginSuccess(): (path: string, twoFactorSetup?: TwoFactorSetupNotice) => void {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (path: string, twoFactorSetup?: TwoFactorSetupNotice) => {
      queryClient.clear();
      toast(LOGIN_SUCCESS_TOAST);
      // An admin without two-factor sign-in is told how many sign-ins are left, or taken to set it up (decision 0035).
      if (twoFactorSetup) toast(twoFactorSetupToast(twoFactorSetup));
      const next = twoFactorSetup?.due ? TWO_FACTOR_SETUP_PATH : path;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(next), LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate, queryClient],
  );
}
