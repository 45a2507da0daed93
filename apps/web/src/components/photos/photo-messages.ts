import { PROFILE_LIMITS } from "@devmatch/shared";

/** What the photo manager tells the member; the first three are the product's own wording. */
export const PHOTO_MESSAGES = {
  uploadFailed: "Failed to upload photo. Please try again.",
  deleteFailed: "Failed to delete photo. Please try again.",
  setPrimaryFailed: "Failed to set primary photo. Please try again.",
  reorderFailed: "Failed to reorder photos. Please try again.",
  tooLarge: "File size must be less than 5MB",
  wrongType: "Only PNG, JPG and WebP images can be uploaded.",
  tooMany: `You can only upload up to ${PROFILE_LIMITS.photosMax} images`,
} as const;
