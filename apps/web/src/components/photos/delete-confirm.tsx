import { useEffect, useRef } from "react";

/** The second step of a delete, in place of the photo's actions; focus starts on the safe choice. */
export function DeleteConfirm({
  position,
  deleting,
  onConfirm,
  onCancel,
}: {
  position: number;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  const buttonClass = "min-h-11 flex-1 rounded-lg px-2 text-sm font-semibold transition disabled:opacity-50";
  return (
    <fieldset className="flex flex-col gap-2" disabled={deleting}>
      <legend className="mb-2 text-sm font-medium">Delete photo {position}?</legend>
      <div className="flex gap-2">
        <button
          ref={keepRef}
          type="button"
          onClick={onCancel}
          className={`${buttonClass} border border-line text-ink hover:border-brand-purple`}
        >
          Keep
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className={`${buttonClass} bg-danger text-canvas hover:brightness-110`}
        >
          {deleting ? "Deleting..." : "Delete"}
        </button>
      </div>
    </fieldset>
  );
}
