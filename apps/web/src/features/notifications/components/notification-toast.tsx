import type { ServerToClientEvents } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Heart, MessageCircle, Star, X } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";

export type NotificationPayload = Parameters<ServerToClientEvents["notification"]>[0];
export const TOAST_MS = 6000;

const content = {
  match: { Icon: Heart, text: (name: string) => `It's a match! You and ${name} like each other.`, action: "Say hello" },
  message: { Icon: MessageCircle, text: (name: string) => `New message from ${name}`, action: "Open chat" },
  superlike: { Icon: Star, text: (name: string) => `${name} super liked you!`, action: "See likes" },
  like: { Icon: Heart, text: () => "Someone likes you", action: "See likes" },
} as const;

const targetOf = (notification: NotificationPayload) =>
  notification.type === "like" || notification.type === "superlike"
    ? paths.app.requests
    : paths.app.chat(notification.fromUserId);

/** One notification; it leaves by itself after a few seconds, or when dismissed or followed. */
export function NotificationToast({
  notification,
  onDismiss,
}: {
  notification: NotificationPayload;
  onDismiss: () => void;
}) {
  const { Icon, text, action } = content[notification.type];
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);

  return (
    <li className="pointer-events-auto flex items-start gap-3 rounded-card border border-line bg-surface-raised p-3 shadow-2xl shadow-black/50">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-pink" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium">{text("firstName" in notification ? notification.firstName : "")}</p>
        <Link
          to={targetOf(notification)}
          onClick={onDismiss}
          className="self-start rounded text-sm font-semibold text-brand-pink hover:underline"
        >
          {action}
        </Link>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={onDismiss}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-faint transition hover:bg-surface hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
