/** The images uploadImage accepts (spec sections 5 and 9): their content types and file names. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const acceptedExtensions = ['jpeg', 'jpg', 'png', 'webp'];
/** 3.1 MB as the contract counts it: 3.1 × 1024 × 1024 bytes, rounded down. */
export const maxImageBytes = 3_250_585;

/** The common catalogue's key of what is wrong with a picked image, if anything. */
export function imageFileError(
  file: File,
): 'validation.fileType' | 'validation.fileSize' | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type for a file; then its name decides.
  const typeOk = file.type
    ? (acceptedImageTypes as readonly string[]).includes(file.type)
    : acceptedExtensions.includes(extension);
  if (!typeOk) return 'validation.fileType';
  if (file.size > maxImageBytes) return 'validation.fileSize';
  return undefined;
}
