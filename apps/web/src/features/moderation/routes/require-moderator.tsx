import { Outlet } from "react-router";
import { useSessionUser } from "../../../lib/session-user.ts";

/** The console is for moderators; anyone else sees the page they would see for an unknown address. */
export function RequireModerator({ notFound }: { notFound: React.ReactNode }) {
  const { data: user } = useSessionUser();
  return user?.isModerator ? <Outlet /> : notFound;
}
