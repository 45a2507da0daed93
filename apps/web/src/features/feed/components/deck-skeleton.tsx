import { Skeleton } from "../../../components/ui/skeleton.tsx";

export function DeckSkeleton() {
  return (
    <div role="status" className="flex h-full flex-col gap-4">
      <span className="sr-only">Loading potential matches…</span>
      <Skeleton className="min-h-0 flex-1 rounded-card" />
      <div className="flex items-center justify-center gap-5">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="size-13 rounded-full" />
        <Skeleton className="size-16 rounded-full" />
      </div>
    </div>
  );
}
