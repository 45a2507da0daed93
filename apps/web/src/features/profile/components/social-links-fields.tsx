import { normalizeLink } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { SOCIAL_LINKS } from "../format.ts";
import type { DraftFieldsProps } from "./draft-field-props.ts";

export function SocialLinksFields({ draft, errors, onChange, disabled }: DraftFieldsProps) {
  return (
    <Card title="Social links">
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_LINKS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://"
            value={draft.socialLinks[key] ?? ""}
            error={errors[`socialLinks.${key}`]}
            onChange={(e) => onChange({ socialLinks: { ...draft.socialLinks, [key]: e.target.value } })}
            // Shows the address as it will be saved: "github.com/ada" becomes "https://github.com/ada".
            onBlur={(e) => {
              const link = normalizeLink(e.target.value);
              if (link !== e.target.value) onChange({ socialLinks: { ...draft.socialLinks, [key]: link } });
            }}
            disabled={disabled}
          />
        ))}
      </div>
    </Card>
  );
}
