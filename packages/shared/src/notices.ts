import type { NotificationEvent } from "./chat/types.ts";
import { paths } from "./routes.ts";

/**
 * What a notice can be about: the app's `notification` events, and a ringing call, which rings inside the app
 * through `callIncoming` and reaches a member outside it only by push.
 */
export type NoticeEvent = NotificationEvent | { type: "call"; fromUserId: string; firstName: string };
export type NoticeKind = NoticeEvent["type"];

/** A notice as a member reads it: in a toast, a system notification, a Web Push or an email. */
export interface Notice {
  kind: NoticeKind;
  headline: string;
  /** What following the link does, as a button says it. */
  action: string;
  /** The app address the notice leads to. */
  link: string;
  /** One notice per tag is shown at a time, so a push and the tab's own notice never both appear. */
  tag: string;
  /** The member it is about; none for an anonymous like. */
  actorId: string | null;
}

/**
 * Every notice's words and link, written once: the server's push and email and the web app's toasts and system
 * notifications all describe a notice with this.
 */
export function describeNotice(event: NoticeEvent): Notice {
  if (event.type === "like") {
    return {
      kind: "like",
      headline: "Someone likes you",
      action: "See likes",
      link: paths.app.requests,
      tag: "like",
      actorId: null,
    };
  }
  const { type, fromUserId, firstName } = event;
  const about = { kind: type, tag: `${type}-${fromUserId}`, actorId: fromUserId };
  switch (type) {
    case "match":
      return {
        ...about,
        headline: event.mode === "network" ? `You're connected with ${firstName}` : `You matched with ${firstName}`,
        action: "Say hello",
        link: paths.app.chat(fromUserId),
      };
    case "message":
      return {
        ...about,
        headline: `${firstName} sent you a message`,
        action: "Open chat",
        link: paths.app.chat(fromUserId),
      };
    case "superlike":
      return { ...about, headline: `${firstName} super liked you`, action: "See likes", link: paths.app.requests };
    case "call":
      return {
        ...about,
        headline: `${firstName} is calling you (video call)`,
        action: "Answer",
        link: paths.app.chat(fromUserId),
      };
  }
}
