import { PHOTO_TYPES, PROFILE_LIMITS } from "@devmatch/shared";
import { ONBOARDING_MESSAGES } from "./messages.ts";

const EXTENSIONS = /\.(png|jpe?g|webp)$/i;

// Some systems report no MIME type for WebP; the extension decides then. The server checks the bytes anyway.
const isAllowedType = (file: File) =>
  (PHOTO_TYPES as readonly string[]).includes(file.type) || (file.type === "" && EXTENSIONS.test(file.name));

/** Why these files can't be added to `existing` photos, or null when they can. */
export function photoProblem(files: File[], existing: number, max: number = PROFILE_LIMITS.photosMax): string | null {
  if (existing + files.length > max) return ONBOARDING_MESSAGES.tooManyPhotos(max);
  if (!files.every(isAllowedType)) return ONBOARDING_MESSAGES.wrongFileType;
  if (files.some((file) => file.size > PROFILE_LIMITS.photoMaxBytes)) return ONBOARDING_MESSAGES.fileTooLarge;
  return null;
}

export const PHOTO_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";
