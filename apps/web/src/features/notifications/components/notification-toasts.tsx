import type { Notice } from "@devmatch/shared";
import { useCallback, useRef, useState } from "react";
import { useNotices } from "../../../lib/notices/use-notices.ts";
import { useOpenChatUserId } from "../../../lib/unread/use-open-chat.ts";
import { NotificationToast } from "./notification-toast.tsx";

const MAX_TOASTS = 3;

interface Toast {
  id: number;
  notice: Notice;
}

/** New matches, messages, likes and super likes, announced politely; news from the chat on screen is not repeated. */
export function NotificationToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const openChatUserId = useOpenChatUserId();

  useNotices((notice) => {
    if (notice.actorId !== null && notice.actorId === openChatUserId) return;
    // A match has its own full-screen moment (MatchMomentHost), never a toast as well.
    if (notice.kind === "match") return;
    nextId.current += 1;
    const toast = { id: nextId.current, notice };
    setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
  });
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    // The live region stays mounted, so screen readers announce toasts that appear inside it.
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 top-20 z-50 sm:right-4 sm:left-auto sm:w-96"
    >
      <ul className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ul>
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return <NotificationToast notice={toast.notice} onDismiss={dismiss} />;
}
