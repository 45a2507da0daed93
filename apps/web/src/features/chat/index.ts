/** What other features may use from the chat. */
export { ReportDialog } from "./components/report-dialog.tsx";
