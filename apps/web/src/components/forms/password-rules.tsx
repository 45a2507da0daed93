import { PASSWORD_RULES } from "@devmatch/shared";
import { Check, X } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** The live checklist of password rules; a screen reader hears each rule flip between met and not met. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul aria-live="polite" aria-label="Password requirements" className="mt-1 grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const Icon = met ? Check : X;
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn("flex items-center gap-2", met ? "text-success" : "text-ink-faint")}
          >
            <Icon aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{met ? "Met: " : "Not met: "}</span>
              {rule.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
