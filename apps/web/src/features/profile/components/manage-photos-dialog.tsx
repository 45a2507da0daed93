import { PROFILE_LIMITS } from "@devmatch/shared";
import { PhotoManager } from "../../../components/photos/photo-manager.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

export function ManagePhotosDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Manage Photos"
      description={`Up to ${PROFILE_LIMITS.photosMax} photos. The first one is your primary photo, shown on your card.`}
    >
      <PhotoManager />
    </Dialog>
  );
}
