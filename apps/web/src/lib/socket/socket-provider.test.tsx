import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { sessionUserQueryKey } from "../session-user.ts";
import { useSocket } from "./socket-context.ts";
import { SocketProvider } from "./socket-provider.tsx";
import { FakeSocket } from "./test/fake-socket.ts";

const { io, opened } = vi.hoisted(() => {
  const opened: FakeSocket[] = [];
  return { opened, io: vi.fn() };
});
vi.mock("socket.io-client", () => ({ io }));

afterEach(() => {
  vi.unstubAllGlobals();
  io.mockReset();
  opened.length = 0;
});

function Probe({ name }: { name: string }) {
  const socket = useSocket();
  return <p>{`${name}: ${socket ? "connected" : "no socket"}`}</p>;
}

function renderProvider(me: { status: number; body: unknown }) {
  io.mockImplementation(() => {
    const socket = new FakeSocket();
    opened.push(socket);
    return socket;
  });
  stubApi({ "GET /session": me });
  return renderRoute(
    <SocketProvider>
      <Probe name="navbar" />
      <Probe name="chat" />
    </SocketProvider>,
  );
}

describe("SocketProvider", () => {
  it("opens one shared WebSocket connection for a signed-in member, on the app's socket path with the session cookie", async () => {
    renderProvider({ status: 200, body: { data: testUser() } });
    expect(await screen.findByText("navbar: connected")).toBeInTheDocument();
    expect(screen.getByText("chat: connected")).toBeInTheDocument();
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith({
      path: "/api/socket.io",
      withCredentials: true,
      transports: ["websocket"],
      reconnection: true,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
    });
  });

  it("connects once the browser is idle after the first screen, not during it", async () => {
    const idle: { callback: () => void; timeout?: number }[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options?: { timeout?: number }) => {
      idle.push({ callback, timeout: options?.timeout });
      return idle.length;
    });
    renderProvider({ status: 200, body: { data: testUser() } });
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(idle[0]?.timeout).toBe(1_000);
    expect(screen.getByText("navbar: no socket")).toBeInTheDocument();
    expect(io).not.toHaveBeenCalled();

    act(() => idle[0]?.callback());
    expect(await screen.findByText("navbar: connected")).toBeInTheDocument();
    expect(io).toHaveBeenCalledTimes(1);
  });

  it("never connects when the member leaves before the browser was idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    const view = renderProvider({ status: 200, body: { data: testUser() } });
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    view.unmount();
    idle[0]?.();
    await Promise.resolve();
    await vi.dynamicImportSettled();
    expect(io).not.toHaveBeenCalled();
  });

  it("does not connect without a session", async () => {
    const view = renderProvider({ status: 200, body: { data: null } });
    await vi.waitFor(() => expect(view.queryClient.getQueryData(sessionUserQueryKey)).toBeNull());
    expect(screen.getByText("navbar: no socket")).toBeInTheDocument();
    expect(io).not.toHaveBeenCalled();
  });

  it("disconnects when the member signs out", async () => {
    const view = renderProvider({ status: 200, body: { data: testUser() } });
    await screen.findByText("navbar: connected");
    const [socket] = opened;
    expect(socket?.connected).toBe(true);
    act(() => view.queryClient.setQueryData(sessionUserQueryKey, null));
    expect(await screen.findByText("navbar: no socket")).toBeInTheDocument();
    expect(socket?.connected).toBe(false);
  });

  it("disconnects when the app is left", async () => {
    const view = renderProvider({ status: 200, body: { data: testUser() } });
    await screen.findByText("navbar: connected");
    view.unmount();
    expect(opened[0]?.connected).toBe(false);
  });
});
