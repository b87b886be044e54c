import { useQueryClient } from '@tanstack/react-query';
import {
  getGetRemovalVoucherQueryKey,
  getListRemovalVoucherAmendmentsQueryKey,
  getListRemovalVouchersQueryKey,
  useCreateRemovalVoucherAmendment,
} from '@generated/api/removal-vouchers/removal-vouchers';
import { getGetHomeStatsQueryKey } from '@generated/api/stats/stats';
import { useUploadImage } from '@generated/api/uploads/uploads';
import type { RemovalVoucher, RemovalVoucherAmendment } from '@generated/model';
import type { PickedPhoto } from '@/components/form/photo-picker';
import { ifUnchanged } from '@/components/record/use-save-record';
import { toAmendmentBody, type AmendmentValues } from '../amendment-schema';

/** The upload of an image failed: the amendment itself was not sent. */
export class ImageUploadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ImageUploadError';
  }
}

/** The images of an amendment as picked: the photos kept, the new ones, the new signatures. */
export interface PickedImages {
  keptPhotos: string[];
  newPhotos: PickedPhoto[];
  signature: PickedPhoto[];
  holderSignature: PickedPhoto[];
}

/**
 * Amends `voucher` if nobody changed it since it was read (If-Match): the new images are uploaded
 * first (one already uploaded by an earlier attempt keeps its URL, `onUploaded`), then the
 * amendment is sent. The voucher, its amendments, every list and the home figures are then read
 * again: they show the amended values.
 */
export function useAmendRemovalVoucher(voucher: RemovalVoucher) {
  const queryClient = useQueryClient();
  const upload = useUploadImage();
  const create = useCreateRemovalVoucherAmendment(ifUnchanged(voucher));

  const urlOf = async (photo: PickedPhoto, onUploaded: (key: string, url: string) => void) => {
    if (photo.url) return photo.url;
    let url: string;
    try {
      url = (await upload.mutateAsync({ data: { file: photo.file } })).url;
    } catch (error) {
      throw new ImageUploadError(error);
    }
    onUploaded(photo.key, url);
    return url;
  };

  const amend = async (
    values: AmendmentValues,
    images: PickedImages,
    onUploaded: (key: string, url: string) => void,
  ): Promise<RemovalVoucherAmendment> => {
    const added: string[] = [];
    for (const photo of images.newPhotos) added.push(await urlOf(photo, onUploaded));
    const signature = images.signature[0];
    const holderSignature = images.holderSignature[0];
    const body = toAmendmentBody(values, {
      photos: [...images.keptPhotos, ...added],
      signature: signature ? await urlOf(signature, onUploaded) : voucher.signature,
      holderSignature: holderSignature
        ? await urlOf(holderSignature, onUploaded)
        : voucher.holderSignature,
    });
    const amendment = await create.mutateAsync({ id: voucher.id, data: body });
    for (const queryKey of [
      getGetRemovalVoucherQueryKey(voucher.id),
      getListRemovalVoucherAmendmentsQueryKey(voucher.id),
      getListRemovalVouchersQueryKey(),
      getGetHomeStatsQueryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    return amendment;
  };

  return { amend, uploading: upload.isPending };
}
