import { Code2, Heart } from "lucide-react";
import { Link } from "react-router";

export function Logo({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 text-xl font-extrabold tracking-tight"
      aria-label="DevMatch home"
    >
      <span className="relative inline-flex size-9 items-center justify-center rounded-xl bg-brand-gradient">
        <Code2 aria-hidden className="size-5 text-white" />
        <Heart aria-hidden className="absolute -right-1 -top-1 size-3.5 fill-brand-pink text-brand-pink" />
      </span>
      <span className="text-brand-gradient">DevMatch</span>
    </Link>
  );
}
