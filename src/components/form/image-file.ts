import {
  UploadImageResponse,
  uploadImageResponseSizeMax,
} from '@generated/zod/uploads/uploads.zod';

/** The images uploadImage accepts (spec sections 5 and 9): the contract's content types. */
export const acceptedImageTypes = UploadImageResponse.shape.contentType.options;
// Some systems give a file no type; then its name decides.
const acceptedExtensions = ['jpeg', 'jpg', 'png', 'webp'];

/** The common catalogue's key of what is wrong with a picked image, if anything. */
export function imageFileError(
  file: File,
): 'validation.fileType' | 'validation.fileTooLarge' | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (acceptedImageTypes as readonly string[]).includes(file.type)
    : acceptedExtensions.includes(extension);
  if (!typeOk) return 'validation.fileType';
  if (file.size > uploadImageResponseSizeMax) return 'validation.fileTooLarge';
  return undefined;
}
