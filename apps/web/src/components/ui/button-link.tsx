import { Link, type LinkProps } from "react-router";
import { cn } from "../../lib/cn.ts";

const variants = {
  primary: "bg-brand-gradient text-white shadow-lg shadow-brand-purple/20 hover:brightness-110",
  secondary: "border border-line bg-surface-raised text-ink hover:border-brand-purple",
} as const;

/** A link that looks like a Button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({
  variant = "primary",
  className,
  ...props
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold transition",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
