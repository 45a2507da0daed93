import { PHOTO_TYPES, PROFILE_LIMITS } from "@devmatch/shared";
import { PHOTO_MESSAGES } from "./photo-messages.ts";

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

/** Keeps the files that may be uploaded given how many photos the member already has. */
export function checkPhotoFiles(files: readonly File[], currentCount: number): CheckedFiles {
  let error: string | null = null;
  const accepted: File[] = [];
  const slots = Math.max(0, PROFILE_LIMITS.photosMax - currentCount);
  for (const file of files) {
    if (!isAcceptedImage(file)) error ??= PHOTO_MESSAGES.wrongType;
    else if (file.size > PROFILE_LIMITS.photoMaxBytes) error ??= PHOTO_MESSAGES.tooLarge;
    else if (accepted.length >= slots) error ??= PHOTO_MESSAGES.tooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}
