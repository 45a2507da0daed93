import { PROFILE_LIMITS } from "@devmatch/shared";
import { isAcceptedImage } from "../../../components/photos/check-photo-files.ts";
import { ONBOARDING_MESSAGES } from "./messages.ts";

/** Why these files can't be added to `existing` photos, or null when they can. */
export function photoProblem(files: File[], existing: number, max: number = PROFILE_LIMITS.photosMax): string | null {
  if (existing + files.length > max) return ONBOARDING_MESSAGES.tooManyPhotos(max);
  if (!files.every(isAcceptedImage)) return ONBOARDING_MESSAGES.wrongFileType;
  if (files.some((file) => file.size > PROFILE_LIMITS.photoMaxBytes)) return ONBOARDING_MESSAGES.fileTooLarge;
  return null;
}
