import { Skeleton } from "../../../components/ui/skeleton.tsx";

export function PublicProfileSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <span className="sr-only">Loading profile…</span>
      <Skeleton className="aspect-[4/5] w-full rounded-card" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-32 w-full rounded-card" />
        <Skeleton className="h-48 w-full rounded-card" />
      </div>
    </div>
  );
}
