import { ConnectionList } from "../components/connection-list.tsx";
import { FormerConversations } from "../components/former-conversations.tsx";

/** Everyone you matched with, as conversations. */
export function ConnectionsRoute() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Chats</h1>
        <p className="text-ink-muted">Your matches and your conversations with them.</p>
      </header>
      <ConnectionList />
      <FormerConversations />
    </div>
  );
}
