import { PROFILE_LIMITS } from "@devmatch/shared";
import { ImagePlus } from "lucide-react";
import { type ChangeEvent, type DragEvent, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { Spinner } from "../ui/spinner.tsx";
import { PHOTO_ACCEPT } from "./check-photo-files.ts";

/** Choose or drop image files. The file input stays a real, focusable input; the label is its visible face. */
export function PhotoDropZone({
  full,
  uploading,
  disabled: held = false,
  onFiles,
}: {
  full: boolean;
  uploading: boolean;
  /** The screen is busy with something else. */
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const disabled = full || uploading || held;

  const handleDragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? "none" : "copy";
    setOver(!disabled);
  };
  const handleDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    if (!uploading && !held) onFiles(Array.from(event.dataTransfer.files));
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    onFiles(files);
  };

  return (
    <fieldset
      aria-label="Add photos"
      onDragOver={handleDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      className={cn(
        "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition",
        "has-[input:focus-visible]:border-brand-purple",
        over ? "border-brand-purple bg-brand-purple/10" : "border-line",
        disabled && "opacity-60",
      )}
    >
      <input
        id={inputId}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        onChange={handleChange}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-semibold",
          disabled ? "cursor-not-allowed text-ink-faint" : "cursor-pointer text-brand-pink hover:underline",
        )}
      >
        <ImagePlus aria-hidden className="size-5" />
        Upload photos
      </label>
      {uploading ? <Spinner label="Uploading..." /> : null}
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {full
          ? `You have ${PROFILE_LIMITS.photosMax} photos, the most allowed. Delete one to add another.`
          : `PNG, JPG or WebP, up to ${PROFILE_LIMITS.photoMaxBytes / (1024 * 1024)}MB each (resized for you). You can also drop them here.`}
      </p>
    </fieldset>
  );
}
