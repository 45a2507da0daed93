import type { SessionUser } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { CodeCardEditor } from "./code-card-editor.tsx";
import { PromptsEditor } from "./prompts-editor.tsx";
import { VoicePromptRecorder } from "./voice-prompt-recorder.tsx";

const SECTION_IDS = { prompts: "my-prompts", codeCard: "my-code-card", voicePrompt: "my-voice-prompt" } as const;

/** My Profile's prompts, code card and voice prompt, each edited where it is shown. */
export function StartersCards({ user }: { user: SessionUser }) {
  return (
    <>
      <div id={SECTION_IDS.prompts}>
        <Card title="Prompts">
          <PromptsEditor answers={user.prompts} />
        </Card>
      </div>
      <div id={SECTION_IDS.codeCard}>
        <Card title="Code card">
          <CodeCardEditor card={user.codeCard} />
        </Card>
      </div>
      <div id={SECTION_IDS.voicePrompt}>
        <Card title="Voice prompt">
          <VoicePromptRecorder voice={user.voicePrompt} firstName={user.firstName} />
        </Card>
      </div>
    </>
  );
}

/** Brings a profile tip's section into view and focuses its first control. */
export function focusStarter(area: keyof typeof SECTION_IDS) {
  const section = document.getElementById(SECTION_IDS[area]);
  section?.scrollIntoView({ block: "start" });
  section?.querySelector<HTMLElement>("select, textarea, button")?.focus();
}
