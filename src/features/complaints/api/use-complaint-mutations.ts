import {
  getGetComplaintQueryKey,
  getListComplaintsQueryKey,
  useCreateComplaint,
  useUpdateComplaint,
} from '@generated/api/complaints/complaints';
import { getGetHomeStatsQueryKey } from '@generated/api/stats/stats';
import { useUploadImage } from '@generated/api/uploads/uploads';
import type { Complaint, ComplaintCreate, ComplaintUpdate } from '@generated/model';
import type { PickedPhoto } from '@/components/form/photo-picker';
import { ifUnchanged, useSaveRecord } from '@/components/record/use-save-record';

/** The upload of a photo failed: the complaint itself was not sent. */
export class PhotoUploadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PhotoUploadError';
  }
}

/** After any change: the complaint's own cache, every list, and the home page's counts. */
const complaintCache = {
  detailKey: getGetComplaintQueryKey,
  refreshKeys: () => [getListComplaintsQueryKey(), getGetHomeStatsQueryKey()],
};

/**
 * Files a complaint: its photos are uploaded first, and their URLs go with the other fields.
 * A photo already uploaded by an earlier attempt keeps its URL (`onUploaded`), so that a retry
 * after a failed create does not send it again.
 */
export function useCreateComplaintWithPhotos() {
  const upload = useUploadImage();
  const { create, saving } = useSaveRecord<Complaint, ComplaintCreate>(undefined, {
    create: useCreateComplaint(),
    ...complaintCache,
  });

  const file = async (
    body: Omit<ComplaintCreate, 'photos'>,
    photos: PickedPhoto[],
    onUploaded: (key: string, url: string) => void,
  ) => {
    const urls: string[] = [];
    for (const photo of photos) {
      let url = photo.url;
      if (!url) {
        try {
          url = (await upload.mutateAsync({ data: { file: photo.file } })).url;
        } catch (error) {
          throw new PhotoUploadError(error);
        }
        onUploaded(photo.key, url);
      }
      urls.push(url);
    }
    return create({ ...body, photos: urls });
  };

  return { file, uploading: upload.isPending, saving: upload.isPending || saving };
}

/** Changes a complaint only if nobody changed it since it was read (If-Match, its ETag). */
export function useUpdateComplaintStatus(complaint: Complaint) {
  const { update, saving } = useSaveRecord<Complaint, ComplaintCreate, ComplaintUpdate>(complaint, {
    update: useUpdateComplaint(ifUnchanged(complaint)),
    ...complaintCache,
  });
  return { change: update, busy: saving };
}
