import { normalizeLink, SOCIAL_LINK_KEYS, type SocialLinkKey } from "@devmatch/shared";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

const LINKS: Record<SocialLinkKey, { label: string; placeholder: string }> = {
  instagram: { label: "Instagram", placeholder: "https://instagram.com/username" },
  linkedin: { label: "LinkedIn", placeholder: "https://linkedin.com/in/username" },
  twitter: { label: "Twitter", placeholder: "https://x.com/username" },
  github: { label: "GitHub", placeholder: "https://github.com/username" },
  leetcode: { label: "LeetCode", placeholder: "https://leetcode.com/u/username" },
  portfolio: { label: "Portfolio", placeholder: "https://your-site.dev" },
};

export function SocialLinksStep({ draft, update, errors, disabled }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-faint">All optional. Links help others see what you build.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {SOCIAL_LINK_KEYS.map((key) => (
          <TextField
            key={key}
            label={LINKS[key].label}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={LINKS[key].placeholder}
            value={draft.socialLinks[key]}
            onChange={(event) => update({ socialLinks: { [key]: event.target.value } })}
            // Shows the address as it will be saved: "github.com/ada" becomes "https://github.com/ada".
            onBlur={(event) => {
              const link = normalizeLink(event.target.value);
              if (link !== event.target.value) update({ socialLinks: { [key]: link } });
            }}
            error={errors[`socialLinks.${key}`]}
            disabled={disabled}
          />
        ))}
      </div>
    </div>
  );
}
