import { PHOTO_TYPES, PROFILE_LIMITS } from "@devmatch/shared";
import { Camera, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useUploadPhoto } from "../../../components/photos/api/upload-photo.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { COMPLETION_MESSAGES as M } from "../lib/completion.ts";

function fileProblem(file: File, photoCount: number): string | null {
  if (photoCount >= PROFILE_LIMITS.photosMax) return M.tooManyPhotos(PROFILE_LIMITS.photosMax);
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return M.wrongFileType;
  if (file.size > PROFILE_LIMITS.photoMaxBytes) return M.fileTooLarge;
  return null;
}

/** 'Add a photo': one file at a time; the uploaded photo shows in the preview straight away. */
export function PhotoUploadButton({ photoCount, disabled }: { photoCount: number; disabled?: boolean }) {
  const upload = useUploadPhoto();
  const [error, setError] = useState<string | null>(null);
  const full = photoCount >= PROFILE_LIMITS.photosMax;
  const inactive = disabled || upload.isPending || full;

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, photoCount);
    setError(problem);
    if (!problem) upload.mutate(file, { onError: (caught) => setError(errorMessage(caught, M.uploadFailed)) });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label
        aria-disabled={inactive || undefined}
        className={cn(
          "inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-xl border border-line bg-surface-raised px-5 py-2.5 font-semibold text-ink transition",
          "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-purple",
          inactive ? "cursor-not-allowed opacity-50" : "cursor-pointer hover:border-brand-purple",
        )}
      >
        <input
          type="file"
          accept={PHOTO_TYPES.join(",")}
          className="sr-only"
          disabled={inactive}
          onChange={(event) => {
            handleFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {upload.isPending ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Camera aria-hidden className="size-4" />
        )}
        {upload.isPending ? "Uploading..." : "Add a photo"}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : (
        <p className="text-sm text-ink-faint">
          {full ? `You have ${PROFILE_LIMITS.photosMax} photos, the most allowed.` : "PNG, JPG or WebP, up to 5 MB."}
        </p>
      )}
    </div>
  );
}
