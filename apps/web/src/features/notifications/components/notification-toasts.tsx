import { useCallback, useRef, useState } from "react";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useOpenChatUserId } from "../../../lib/unread/use-open-chat.ts";
import { type NotificationPayload, NotificationToast } from "./notification-toast.tsx";

const MAX_TOASTS = 3;

interface Toast {
  id: number;
  notification: NotificationPayload;
}

/** New matches, messages, likes and super likes, announced politely; news from the chat on screen is not repeated. */
export function NotificationToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const openChatUserId = useOpenChatUserId();

  const { data: me } = useSessionUser();
  const show = (notification: NotificationPayload) => {
    if ("fromUserId" in notification && notification.fromUserId === openChatUserId) return;
    nextId.current += 1;
    const toast = { id: nextId.current, notification };
    setToasts((current) => [...current, toast].slice(-MAX_TOASTS));
  };
  useSocketEvent("notification", show);
  // New messages are announced from the message itself; the sender's own copies (other tabs) are not news.
  useSocketEvent("messageReceived", (message) => {
    if (message.senderId._id === me?._id) return;
    show({ type: "message", fromUserId: message.senderId._id, firstName: message.firstName });
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
  return <NotificationToast notification={toast.notification} onDismiss={dismiss} />;
}
