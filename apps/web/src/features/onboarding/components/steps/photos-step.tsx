import { PROFILE_LIMITS } from "@devmatch/shared";
import { PhotoManager } from "../../../../components/photos/photo-manager.tsx";
import type { StepProps } from "./step-props.ts";

/** The photo step is the photo manager every screen uses, with the step's own check of the photos as its problem. */
export function PhotosStep({ errors, disabled }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-faint">Add 1 to {PROFILE_LIMITS.photosMax} photos.</p>
      <PhotoManager problem={errors.photos} disabled={disabled} />
    </div>
  );
}
