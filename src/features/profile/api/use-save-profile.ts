import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetCurrentUserQueryKey, useUpdateProfile } from '@generated/api/auth/auth';
import { useUploadImage } from '@generated/api/uploads/uploads';
import type { User } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import type { PictureChange, ProfileValues } from '../schema';

/** The upload of the new picture failed: the profile itself was not sent. */
export class PictureUploadError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'PictureUploadError';
  }
}

/**
 * Saves the profile: a new picture is uploaded first, and its URL goes with the other fields in
 * one update. The header shows the current user, so that query is refreshed afterwards.
 */
export function useSaveProfile() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const upload = useUploadImage();
  const update = useUpdateProfile();

  const save = async (values: ProfileValues, picture: PictureChange): Promise<User> => {
    let profilePicture: string | null | undefined;
    if (picture.kind === 'replace') {
      try {
        profilePicture = (await upload.mutateAsync({ data: { file: picture.file } })).url;
      } catch (error) {
        throw new PictureUploadError(error);
      }
    } else if (picture.kind === 'remove') {
      profilePicture = null;
    }
    const user = await update.mutateAsync({
      data: { ...values, ...(profilePicture === undefined ? {} : { profilePicture }) },
    });
    await queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
    notifySuccess(t('saved'));
    return user;
  };

  return { save, saving: upload.isPending || update.isPending };
}
