import type { Notice, NoticeKind } from "@devmatch/shared";
import { Heart, MessageCircle, Star, Video, X } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";

export const TOAST_MS = 6000;

const icons: Record<NoticeKind, typeof Heart> = {
  match: Heart,
  message: MessageCircle,
  superlike: Star,
  like: Heart,
  call: Video,
};

/** One notice; it leaves by itself after a few seconds, or when dismissed or followed. */
export function NotificationToast({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const Icon = icons[notice.kind];
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);

  return (
    <li className="pointer-events-auto flex items-start gap-3 rounded-card border border-line bg-surface-raised p-3 shadow-2xl shadow-black/50">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-pink" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium">{notice.headline}</p>
        <Link
          to={notice.link}
          onClick={onDismiss}
          className="self-start rounded text-sm font-semibold text-brand-pink hover:underline"
        >
          {notice.action}
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
