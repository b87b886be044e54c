import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetCurrentUserQueryKey, useChangePassword } from '@generated/api/auth/auth';
import { notifySuccess } from '@/components/feedback/toaster';

/**
 * Changes the password, then asks again who the user is: the server turns a PENDING user
 * ACTIVE, and the guard must see that before it lets them leave settings. The mutation settles
 * only once the current user is fresh.
 */
export function useChangePasswordMutation() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return useChangePassword({
    mutation: {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
        notifySuccess(t('password.success'));
      },
    },
  });
}
