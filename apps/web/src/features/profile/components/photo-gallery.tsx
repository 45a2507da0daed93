import type { Photo } from "@devmatch/shared";
import { useState } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { cn } from "../../../lib/cn.ts";

/** One large photo and a row of thumbnails that switch it; the primary photo comes first. */
export function PhotoGallery({
  photos,
  firstName,
  lastName,
}: {
  photos: Photo[];
  firstName: string;
  lastName: string;
}) {
  const ordered = [...photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const [selected, setSelected] = useState(0);
  const current = ordered[selected] ?? ordered[0];

  if (!current) {
    return (
      <div className="flex aspect-[4/5] w-full items-center justify-center rounded-card border border-line bg-surface">
        <Avatar firstName={firstName} lastName={lastName} className="size-32 text-4xl" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <img
        src={current.url}
        alt={`${firstName}, ${selected + 1} of ${ordered.length}`}
        className="aspect-[4/5] w-full rounded-card border border-line bg-surface object-cover"
      />
      {ordered.length > 1 ? (
        <ul aria-label="Photos" className="flex gap-2 overflow-x-auto pb-1">
          {ordered.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${ordered.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  "block size-16 overflow-hidden rounded-xl border-2 transition",
                  index === selected ? "border-brand-purple" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <img src={photo.thumbUrl} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
