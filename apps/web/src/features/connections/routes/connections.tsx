import { useState } from "react";
import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { ToggleChip } from "../../../components/ui/chip.tsx";
import { ConnectionList, type ModeFilter } from "../components/connection-list.tsx";
import { FormerConversations } from "../components/former-conversations.tsx";

const FILTERS: { value: ModeFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "date", label: "Date" },
  { value: "network", label: "Network" },
];

/** Everyone you matched or connected with, as conversations, with a filter by mode. */
export function ConnectionsRoute() {
  const [filter, setFilter] = useState<ModeFilter>("all");
  // Arriving from a chat the member just blocked: it is done, and what it means.
  const blocked = (useLocation().state as { blocked?: unknown } | null)?.blocked;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Chats</h1>
        <p className="text-ink-muted">Your matches and connections, and your conversations with them.</p>
      </header>
      {typeof blocked === "string" ? (
        <Alert tone="success">{`You blocked ${blocked}. They can't see you or message you.`}</Alert>
      ) : null}
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Show chats from</legend>
        {FILTERS.map((option) => (
          <ToggleChip
            key={option.value}
            pressed={filter === option.value}
            onPressedChange={() => setFilter(option.value)}
          >
            {option.label}
          </ToggleChip>
        ))}
      </fieldset>
      <ConnectionList filter={filter} />
      <FormerConversations />
    </div>
  );
}
