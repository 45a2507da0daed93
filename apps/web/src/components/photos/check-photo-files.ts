import { MESSAGES, PHOTO_TYPES, PROFILE_LIMITS } from "@devmatch/shared";

export const PHOTO_ACCEPT = "image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";

const EXTENSIONS = /\.(png|jpe?g|webp)$/i;

// Some systems hand over files without a type; the extension is the only hint then. The server decodes every
// upload anyway, so a renamed file is still refused there.
export function isAcceptedImage(file: File) {
  if (file.type) return (PHOTO_TYPES as readonly string[]).includes(file.type);
  return EXTENSIONS.test(file.name);
}

export interface CheckedFiles {
  accepted: File[];
  /** Why some files were left out, if any were. */
  error: string | null;
}

/**
 * The one check of picked or dropped files, before anything is sent: keeps the files that may be uploaded given
 * how many photos the member already has, and says why any were left out.
 */
export function checkPhotoFiles(files: readonly File[], currentCount: number): CheckedFiles {
  let error: string | null = null;
  const accepted: File[] = [];
  const slots = Math.max(0, PROFILE_LIMITS.photosMax - currentCount);
  for (const file of files) {
    if (!isAcceptedImage(file)) error ??= MESSAGES.photos.wrongType;
    else if (file.size > PROFILE_LIMITS.photoMaxBytes) error ??= MESSAGES.photos.tooLarge;
    else if (accepted.length >= slots) error ??= MESSAGES.photos.tooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}
