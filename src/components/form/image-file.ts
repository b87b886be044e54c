import {
  UploadImageResponse,
  uploadImageResponseSizeMax,
} from '@generated/zod-mini/uploads/uploads.zod';

type UploadType = (typeof UploadImageResponse.shape.contentType.options)[number];

const uploadTypes = UploadImageResponse.shape.contentType.options;

/** The images uploadImage accepts (spec sections 5 and 9): the contract's image content types. */
export const acceptedImageTypes = uploadTypes.filter((type) => type.startsWith('image/'));
/** A signed paper's scan: an image or a PDF (a holder's self-declaration). */
export const acceptedScanTypes = uploadTypes;

// Some systems give a file no type; then its name decides.
const EXTENSIONS: Record<UploadType, string[]> = {
  'image/jpeg': ['jpeg', 'jpg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/** The common catalogue's key of what is wrong with a picked file, if anything. */
export function imageFileError(
  file: File,
  accepted: readonly UploadType[] = acceptedImageTypes,
): 'validation.fileType' | 'validation.fileTooLarge' | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (accepted as readonly string[]).includes(file.type)
    : accepted.some((type) => EXTENSIONS[type].includes(extension));
  if (!typeOk) return 'validation.fileType';
  if (file.size > uploadImageResponseSizeMax) return 'validation.fileTooLarge';
  return undefined;
}
