import { useQueryClient } from '@tanstack/react-query';
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

/** The upload of a photo failed: the complaint itself was not sent. */
export class PhotoUploadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PhotoUploadError';
  }
}

/** After any change: the complaint's own cache, every list, and the home page's counts. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (complaint: Complaint) => {
    queryClient.setQueryData(getGetComplaintQueryKey(complaint.id), complaint);
    void queryClient.invalidateQueries({ queryKey: getListComplaintsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetHomeStatsQueryKey() });
  };
}

/**
 * Files a complaint: its photos are uploaded first, and their URLs go with the other fields.
 * A photo already uploaded by an earlier attempt keeps its URL (`onUploaded`), so that a retry
 * after a failed create does not send it again.
 */
export function useCreateComplaintWithPhotos() {
  const refresh = useRefresh();
  const upload = useUploadImage();
  const create = useCreateComplaint();

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
    const saved = await create.mutateAsync({ data: { ...body, photos: urls } });
    refresh(saved);
    return saved;
  };

  return { file, uploading: upload.isPending, saving: upload.isPending || create.isPending };
}

/** Changes a complaint only if nobody changed it since it was read (If-Match, its ETag). */
export function useUpdateComplaintStatus(complaint: Complaint) {
  const refresh = useRefresh();
  const update = useUpdateComplaint({
    request: { headers: { 'If-Match': `"${complaint.updatedAt}"` } },
  });
  const change = async (body: ComplaintUpdate) => {
    const saved = await update.mutateAsync({ id: complaint.id, data: body });
    refresh(saved);
    return saved;
  };
  return { change, busy: update.isPending };
}
