import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { callApi } from '../../lib/api-client.ts';
import { clearSession, readSession } from '../../lib/auth-session.ts';
import { logoutEndpointFor } from './logout-url.ts';

/**
 * Log out: tell the server (with this session's own token, sent before the
 * stored one is cleared; its answer does not matter), forget the stored
 * session and any cached private data, toast, and go home.
 */
export function useLogout(): () => void {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const session = readSession();
    if (session) {
      callApi(logoutEndpointFor(session), { headers: { Authorization: `Bearer ${session.token}` } }).catch(() => undefined);
    }
    clearSession();
    toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    navigate('/');
    queryClient.clear();
  }, [navigate, queryClient]);
}
