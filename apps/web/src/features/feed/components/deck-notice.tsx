import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import type { DeckNotice as Notice } from "../lib/undo-failure.ts";

export function DeckNotice({ notice }: { notice: Notice }) {
  return (
    <Alert tone="error" className="shrink-0">
      {notice.text}{" "}
      {notice.premium ? (
        <Link to={paths.app.premium} className="font-semibold text-ink underline underline-offset-2">
          See Premium plans
        </Link>
      ) : null}
    </Alert>
  );
}
