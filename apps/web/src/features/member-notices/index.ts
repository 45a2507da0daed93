/** Moderators' decisions about the signed-in member, shown on their next visit. */
export { MemberNoticesDialog } from "./components/member-notices-dialog.tsx";
