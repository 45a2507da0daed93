import { useSessionUser } from "../../../lib/session-user.ts";
import { NetworkSettingsSection } from "../../network/index.ts";
import { DeleteSection } from "../components/delete-section.tsx";
import { EmailSection } from "../components/email-section.tsx";
import { ExportSection } from "../components/export-section.tsx";
import { NotificationsSection } from "../components/notifications-section.tsx";
import { PasswordSection } from "../components/password-section.tsx";
import { PauseSection } from "../components/pause-section.tsx";
import { SessionsSection } from "../components/sessions-section.tsx";

/**
 * The member's own controls: email and password, signed-in devices, modes and the small world, notifications,
 * pause, download, delete.
 */
export function SettingsRoute() {
  const { data: user } = useSessionUser();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Settings</h1>
      <EmailSection email={user.emailId} />
      <PasswordSection />
      <SessionsSection />
      <NetworkSettingsSection />
      <NotificationsSection />
      <PauseSection paused={user.isPaused} />
      <ExportSection />
      <DeleteSection />
    </div>
  );
}
