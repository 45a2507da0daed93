import { PROFILE_LIMITS } from "@devmatch/shared";
import { Suspense } from "react";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { lazyAfterFirstScreen } from "../../../lib/lazy-after-first-screen.ts";

// Opened from My Profile, never shown with it: the manager's code comes after the first screen.
const PhotoManager = lazyAfterFirstScreen(
  () => import("../../../components/photos/photo-manager.tsx"),
  (module) => module.PhotoManager,
);

export function ManagePhotosDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage Photos"
      description={`Up to ${PROFILE_LIMITS.photosMax} photos. The first one is your primary photo, shown on your card.`}
    >
      <Suspense fallback={<Spinner label="Loading your photos…" />}>
        <PhotoManager />
      </Suspense>
    </Dialog>
  );
}
