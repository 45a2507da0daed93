import { type ReactNode, useEffect, useState } from "react";
import { whenFirstScreenShown } from "../first-screen.ts";
import { useSessionUser } from "../session-user.ts";
import { connectSocket } from "./connect-socket.ts";
import { type AppSocket, SocketContext } from "./socket-context.ts";

/**
 * Holds the app's single real-time connection: open while someone is signed in, closed when the session user
 * goes away (sign-out) or changes. `socket` replaces the real connection, e.g. with a fake in tests.
 */
export function SocketProvider({ children, socket: injected }: { children: ReactNode; socket?: AppSocket }) {
  const { data: user } = useSessionUser();
  const userId = injected ? null : (user?._id ?? null);
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current: AppSocket | null = null;
    let cancelled = false;
    void afterFirstScreen()
      .then(() => (cancelled ? null : connectSocket()))
      .then(
        (opened) => {
          if (!opened) return;
          // Signed out (or unmounted) while the client library was still loading.
          if (cancelled) {
            opened.disconnect();
            return;
          }
          current = opened;
          setSocket(opened);
        },
        (error: unknown) => console.error("Real-time connection unavailable", error),
      );
    return () => {
      cancelled = true;
      current?.disconnect();
      setSocket(null);
    };
  }, [userId]);

  return <SocketContext value={injected ?? socket}>{children}</SocketContext>;
}

/** Longest the connection waits for the browser to be idle after the first screen. */
const IDLE_WAIT_MS = 1_000;

/**
 * Resolves once the first screen has been shown and the browser is idle, or a second after it was shown: the
 * connection's library and handshake then do not compete with that screen for the line and the processor.
 * Whatever arrives meanwhile is read on joining.
 */
async function afterFirstScreen() {
  await whenFirstScreenShown();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
