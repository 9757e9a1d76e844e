import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authApi, usersApi } from '#shared/contracts/auth.paths.ts';
import type { CreateUserRequest, CreateUserResponse, PasswordLink, UpdateUserRequest, User } from '#shared/contracts/users.ts';
import { apiRequest } from '../../lib/api-client.ts';

const USERS_PREFIX = usersApi.list();

/** Every cached user list (all searches and role filters) and the signed-in user's own record. */
function refreshUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && (key === USERS_PREFIX || key.startsWith(`${USERS_PREFIX}?`) || key === authApi.me);
    },
  });
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => send<CreateUserResponse>('POST', usersApi.create, body),
    onSuccess: () => {
      // Not awaited: the dialog moves on at once while the lists refresh behind it.
      void refreshUsers(queryClient);
    },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserRequest }) => send<User>('PUT', usersApi.update(id), body),
    onSuccess: () => {
      void refreshUsers(queryClient);
    },
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => send<User>('PUT', usersApi.status(id), { isActive }),
    onSuccess: () => {
      void refreshUsers(queryClient);
    },
  });
}

/** A new single-use set-password link for a user who forgot theirs. */
export function useCreatePasswordLink() {
  return useMutation({
    mutationFn: (id: number) => send<PasswordLink>('POST', usersApi.passwordLink(id)),
  });
}
