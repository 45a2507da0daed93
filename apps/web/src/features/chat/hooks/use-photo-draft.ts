import { CHAT_PHOTO_MAX_BYTES, type ChatPhoto, MESSAGES } from "@devmatch/shared";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUploadChatPhoto } from "../api/upload-chat-photo.ts";

const PHOTO_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"]);
export const PHOTO_ACCEPT = [...PHOTO_TYPES].join(",");

export type PhotoDraft =
  | { step: "chosen"; file: File; previewUrl: string }
  | { step: "uploading"; file: File; previewUrl: string }
  /** The nudity check flagged it: the sender is asked "Are you sure?" before it goes. */
  | { step: "unsure"; file: File; previewUrl: string; photo: ChatPhoto }
  | { step: "failed"; file: File | null; previewUrl: string | null; error: string };

/**
 * A photo on its way into the chat: chosen (with a preview), uploaded on Send (the server strips, resizes and
 * checks it), then sent as a message, or first confirmed when the check flagged it.
 */
export function usePhotoDraft({
  targetUserId,
  onReady,
}: {
  targetUserId: string;
  /** The uploaded photo is ready to send as a message (`confirmed` once the sender said yes). */
  onReady: (photo: ChatPhoto, options: { confirmed: boolean }) => void;
}) {
  const [draft, setDraft] = useState<PhotoDraft | null>(null);
  const upload = useUploadChatPhoto();
  const previewUrl = draft?.previewUrl ?? null;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = (file: File) => {
    if (!PHOTO_TYPES.has(file.type)) {
      setDraft({ step: "failed", file: null, previewUrl: null, error: MESSAGES.photos.wrongType });
      return;
    }
    if (file.size > CHAT_PHOTO_MAX_BYTES) {
      setDraft({
        step: "failed",
        file: null,
        previewUrl: null,
        error: MESSAGES.chat.photoTooLarge.replace(/^photo: /, ""),
      });
      return;
    }
    setDraft({ step: "chosen", file, previewUrl: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (!draft?.file || !draft.previewUrl || draft.step === "uploading") return;
    const { file, previewUrl: preview } = draft;
    setDraft({ step: "uploading", file, previewUrl: preview });
    try {
      const { data } = await upload.mutateAsync({ targetUserId, file });
      const photo: ChatPhoto = {
        id: data.photoId,
        url: data.url,
        width: data.width,
        height: data.height,
        explicit: data.explicit,
      };
      if (photo.explicit) {
        setDraft({ step: "unsure", file, previewUrl: preview, photo });
        return;
      }
      setDraft(null);
      onReady(photo, { confirmed: false });
    } catch (error) {
      setDraft({ step: "failed", file, previewUrl: preview, error: errorMessage(error, MESSAGES.photos.uploadFailed) });
    }
  };

  const sendAnyway = () => {
    if (draft?.step !== "unsure") return;
    setDraft(null);
    onReady(draft.photo, { confirmed: true });
  };

  return { draft, choose, send, sendAnyway, cancel: () => setDraft(null) };
}
