import { ImagePlus, LoaderCircle } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { PHOTO_ACCEPT } from "../../../../components/photos/check-photo-files.ts";
import { cn } from "../../../../lib/cn.ts";

export interface PhotoDropZoneProps {
  onFiles: (files: File[]) => void;
  remaining: number;
  uploading: boolean;
  disabled?: boolean;
}

/** Drop files here or pick them; the input inside the label keeps it reachable by keyboard. */
export function PhotoDropZone({ onFiles, remaining, uploading, disabled }: PhotoDropZoneProps) {
  const hintId = useId();
  const [over, setOver] = useState(false);
  const inactive = disabled || uploading;
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  const handleDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!inactive) onFiles([...event.dataTransfer.files]);
  };

  return (
    <label
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(!inactive);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
      aria-disabled={inactive || undefined}
      className={cn(
        "flex min-h-36 flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center transition",
        "focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-purple",
        over ? "border-brand-purple bg-brand-purple/10" : "border-line bg-surface-raised",
        inactive ? "cursor-not-allowed opacity-60" : "cursor-pointer hover:border-brand-purple",
      )}
    >
      <input
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={inactive}
        aria-label="Upload photos"
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Lets the same file be picked again after a failed upload.
          event.target.value = "";
        }}
      />
      {uploading ? (
        <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-purple" />
      ) : (
        <ImagePlus aria-hidden className="size-8 text-brand-purple" />
      )}
      <span className="font-semibold text-ink">{uploading ? "Uploading..." : "Upload photos"}</span>
      <span id={hintId} className="text-sm text-ink-muted">
        Drag photos here or choose files. PNG, JPG or WebP, up to 5 MB each; {remaining} more allowed.
      </span>
    </label>
  );
}
