import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getMe } from '#shared/contracts/auth.endpoints.ts';
import {
  clearSignInLock,
  createUser,
  issuePasswordLink,
  listUsers,
  resetTwoFactor,
  setUserStatus,
  updateUser,
} from '#shared/contracts/users.endpoints.ts';
import { setSupervisor } from '#shared/contracts/inspections.endpoints.ts';
import type { CreateUserRequest, UpdateUserRequest } from '#shared/contracts/users.ts';
import { callApi, endpointUrl } from '../../lib/api-client.ts';

/** Every cached user list (all searches and role filters) and the signed-in user's own record. */
function refreshUsers(queryClient: QueryClient): Promise<void> {
  const lists = endpointUrl(listUsers);
  const me = endpointUrl(getMe);
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && (key === lists || key.startsWith(`${lists}?`) || key === me);
    },
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => callApi(createUser, { body }),
    onSuccess: () => {
      // Not awaited: the dialog moves on at once while the lists refresh behind it.
      void refreshUsers(queryClient);
    },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserRequest }) => callApi(updateUser, { params: { id }, body }),
    onSuccess: () => {
      void refreshUsers(queryClient);
    },
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => callApi(setUserStatus, { params: { id }, body: { isActive } }),
    onSuccess: () => {
      void refreshUsers(queryClient);
    },
  });
}

/** A new single-use set-password link for a user who forgot theirs. */
export function useCreatePasswordLink() {
  return useMutation({
    mutationFn: (id: number) => callApi(issuePasswordLink, { params: { id } }),
  });
}

/** Lifts every sign-in and password-change limit on a user (decision 0009). Nothing in the lists changes. */
export function useClearSignInLock() {
  return useMutation({
    mutationFn: (id: number) => callApi(clearSignInLock, { params: { id } }),
  });
}

/** Turns off the second factor of a user who lost their phone (decision 0010); the lists then show it off. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(resetTwoFactor, { params: { id } }),
    onSuccess: () => {
      void refreshUsers(queryClient);
    },
  });
}

/** Marks an employee as a supervisor, who may do site inspections (issue 33), or unmarks them. */
export function useSetSupervisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSupervisor }: { id: number; isSupervisor: boolean }) =>
      callApi(setSupervisor, { params: { id }, body: { isSupervisor } }),
    onSuccess: () => refreshUsers(queryClient),
  });
}
