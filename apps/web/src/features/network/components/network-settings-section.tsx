import { Card } from "../../../components/ui/card.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useNetworkSettings } from "../api/get-network-settings.ts";
import { ModeChoice } from "./mode-choice.tsx";
import { SmallWorldSettings } from "./small-world-settings.tsx";

/** Settings: the modes, and the small world kept private (both modes). */
export function NetworkSettingsSection() {
  const { data: user } = useSessionUser();
  const settings = useNetworkSettings();
  if (!user) return null;
  return (
    <>
      <Card title="Modes">
        <ModeChoice key={`${user.modes.date}-${user.modes.network}`} current={user.modes} />
      </Card>
      {settings.data ? (
        <Card title="A small world">
          <SmallWorldSettings
            hideSmallWorld={settings.data.hideSmallWorld}
            hiddenEmailCount={settings.data.hiddenEmailCount}
          />
        </Card>
      ) : null}
    </>
  );
}
