import { cn } from "../../../lib/cn.ts";

export interface StatusMessage {
  tone: "success" | "error";
  text: string;
}

/** A one-line outcome under a control, marked ✓ or ✗ so it does not rely on colour alone. */
export function FormStatus({ status, className }: { status: StatusMessage | null; className?: string }) {
  if (!status) return null;
  const isError = status.tone === "error";
  return (
    <p
      role={isError ? "alert" : "status"}
      className={cn("text-sm", isError ? "text-danger" : "text-success", className)}
    >
      {`${isError ? "✗" : "✓"} ${status.text}`}
    </p>
  );
}
