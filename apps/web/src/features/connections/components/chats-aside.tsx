import { ConnectionList } from "./connection-list.tsx";

/** The chats list beside an open conversation on a wide screen. */
export function ChatsAside() {
  return (
    <aside
      aria-labelledby="chats-aside"
      className="flex h-[calc(100dvh-4rem-1px)] flex-col gap-4 overflow-y-auto border-r border-line px-4 py-4"
    >
      <h2 id="chats-aside" className="text-xl font-bold">
        Chats
      </h2>
      <ConnectionList />
    </aside>
  );
}
