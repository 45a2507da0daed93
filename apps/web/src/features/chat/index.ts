/** What other features may use from the chat. */
export { ReportDialog } from "./components/report-dialog.tsx";
export { messageSummary } from "./lib/message-kind.ts";
