import { useState } from "react";
import { cn } from "../../lib/cn.ts";

function initialsOf(firstName: string, lastName?: string) {
  return `${firstName.charAt(0)}${lastName?.charAt(0) ?? ""}`.toUpperCase() || "?";
}

/**
 * A round photo, or the person's initials when there is no photo or it fails to load. Decorative: the name is
 * always shown or announced next to it.
 */
export function Avatar({
  photoUrl,
  firstName,
  lastName,
  className,
}: {
  photoUrl?: string | null;
  firstName: string;
  lastName?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (photoUrl && !broken) {
    return <img src={photoUrl} alt="" className={cn(base, "object-cover")} onError={() => setBroken(true)} />;
  }
  return (
    <span aria-hidden className={cn(base, "bg-brand-gradient text-sm font-bold text-white")}>
      {initialsOf(firstName, lastName)}
    </span>
  );
}
