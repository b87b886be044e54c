import { useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import {
  getGetUserQueryKey,
  getListUsersQueryKey,
  useCreateUser,
  useDeleteUser,
  useUpdateUser,
} from '@generated/api/users/users';
import type { User, UserCreate, UserUpdate } from '@generated/model';
import { useCurrentUser } from '@/lib/current-user';

/** After any change: the user's own cache, every list, and the header when it is oneself. */
function useRefresh() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  return (user: User) => {
    queryClient.setQueryData(getGetUserQueryKey(user.id), user);
    void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
    if (user.id === me?.id) {
      void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
    }
  };
}

/**
 * Creates a user, or updates `user` only if nobody changed it since it was read (If-Match on its
 * updatedAt, its ETag).
 */
export function useSaveUser(user?: User) {
  const refresh = useRefresh();
  const create = useCreateUser();
  const update = useUpdateUser(
    user && { request: { headers: { 'If-Match': `"${user.updatedAt}"` } } },
  );

  const createUser = async (body: UserCreate) => {
    const saved = await create.mutateAsync({ data: body });
    refresh(saved);
    return saved;
  };
  const updateUser = async (body: UserUpdate) => {
    if (!user) throw new Error('no user to update');
    const saved = await update.mutateAsync({ id: user.id, data: body });
    refresh(saved);
    return saved;
  };

  return { createUser, updateUser, saving: create.isPending || update.isPending };
}

/** Revokes or restores an account (its status), and deletes one. */
export function useAccountActions(user: User) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const update = useUpdateUser({
    request: { headers: { 'If-Match': `"${user.updatedAt}"` } },
  });
  const remove = useDeleteUser();

  const setStatus = async (status: 'ACTIVE' | 'REVOKED') => {
    const saved = await update.mutateAsync({ id: user.id, data: { status } });
    refresh(saved);
    return saved;
  };
  const deleteUser = async () => {
    await remove.mutateAsync({ id: user.id });
    void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
  };

  return { setStatus, deleteUser, busy: update.isPending || remove.isPending };
}
