import { useQueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import {
  getGetUserQueryKey,
  getListUsersQueryKey,
  useCreateUser,
  useDeleteUser,
  useUpdateUser,
} from '@generated/api/users/users';
import type { TemporaryPasswordSent, User, UserCreate, UserUpdate } from '@generated/model';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';
import { useCurrentUser } from '@/lib/current-user';

/**
 * A user's saves: only if nobody changed the account since it was read. After any change, every
 * list is refetched, and the header's user when it is oneself.
 */
function useUserSaves(user: User | undefined, create?: ReturnType<typeof useCreateUser>) {
  const me = useCurrentUser();
  return useSaveRecord<User & TemporaryPasswordSent, UserCreate, UserUpdate>(user, {
    create,
    update: useUpdateUser(ifUnchanged(user)),
    detailKey: getGetUserQueryKey,
    refreshKeys: (saved) => [
      getListUsersQueryKey(),
      ...(saved.id === me?.id ? [getGetCurrentUserQueryKey()] : []),
    ],
  });
}

/** Creates a user, or updates `user`. */
export function useSaveUser(user?: User) {
  const { create, update, saving } = useUserSaves(user, useCreateUser());
  return { createUser: create, updateUser: update, saving };
}

/** Revokes or restores an account (its status), and deletes one. */
export function useUserActions(user: User) {
  const queryClient = useQueryClient();
  const { update, saving } = useUserSaves(user);
  const remove = useDeleteUser();

  const setStatus = (status: 'ACTIVE' | 'REVOKED') => update({ status });
  const deleteUser = async () => {
    await remove.mutateAsync({ id: user.id });
    void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
  };

  return { setStatus, deleteUser, busy: saving || remove.isPending };
}
