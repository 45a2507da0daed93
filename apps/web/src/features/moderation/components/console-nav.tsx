import { paths } from "@devmatch/shared";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn.ts";

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-lg px-3 py-2 text-sm font-semibold",
    isActive ? "bg-surface-raised text-ink" : "text-ink-muted hover:text-ink",
  );

/** The console's heading and its two places: the queue and the audit log. */
export function ConsoleNav({ title }: { title: string }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      <nav aria-label="Moderation" className="flex gap-1">
        <NavLink to={paths.moderation.queue} end className={tab}>
          Queue
        </NavLink>
        <NavLink to={paths.moderation.audit} className={tab}>
          Audit log
        </NavLink>
      </nav>
    </header>
  );
}
