import { paths } from "@devmatch/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { ctaSurface } from "./cta-styles.ts";

/** Every call to action on the page leads to sign-up; one look for all of them. */
export function SignupLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Link
      to={paths.signup}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-6 py-3 font-semibold",
        "shadow-lg shadow-brand-purple/25 transition hover:shadow-brand-purple/50",
        ctaSurface,
        className,
      )}
    >
      {children}
    </Link>
  );
}
