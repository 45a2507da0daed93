import type { ReactNode } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { CallContext } from "../hooks/call-context.ts";
import { useCallEngine } from "../hooks/use-call-engine.ts";
import { CallScreen } from "./call-screen.tsx";

/**
 * Video calls for every screen of the app: sits inside the one socket provider, so an incoming call rings
 * wherever the member is, and a call keeps going while they move around the app.
 */
export function CallProvider({ children }: { children: ReactNode }) {
  const engine = useCallEngine();
  const socket = useSocket();
  return (
    <CallContext value={{ start: engine.start, busy: engine.state.step !== "idle", ready: socket !== null }}>
      {children}
      <CallScreen engine={engine} />
    </CallContext>
  );
}
