import { LANDING, paths } from "@devmatch/shared";
import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/ui/logo.tsx";
import { cn } from "../../../lib/cn.ts";
import { useScrolledPast } from "../hooks/use-scrolled-past.ts";
import { SECTION_IDS } from "../utils/section-ids.ts";
import { scrollToSection } from "../utils/smooth-scroll.ts";
import { ctaSurface } from "./cta-styles.ts";

const sectionLinks = [
  { label: "Features", sectionId: SECTION_IDS.features },
  { label: "Stories", sectionId: SECTION_IDS.testimonials },
] as const;

const textItem = "rounded-lg px-3 py-2 font-medium text-ink-muted transition hover:text-ink";
const signupItem = cn(
  "rounded-xl px-4 py-2 font-semibold transition hover:shadow-lg hover:shadow-brand-purple/40",
  ctaSurface,
);

export function Navbar() {
  const scrolled = useScrolledPast(LANDING.scrolledNavbarThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const goToSection = (sectionId: string) => {
    setMenuOpen(false);
    scrollToSection(sectionId);
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b transition-colors duration-300",
        scrolled || menuOpen
          ? "border-line bg-canvas/95 shadow-lg shadow-black/30 backdrop-blur-md"
          : "border-transparent bg-canvas/40 backdrop-blur-sm",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo to={paths.home} />
        <div className="hidden items-center gap-1 md:flex">
          {sectionLinks.map((link) => (
            <button key={link.sectionId} type="button" className={textItem} onClick={() => goToSection(link.sectionId)}>
              {link.label}
            </button>
          ))}
          <Link to={paths.login} className={textItem}>
            Login
          </Link>
          <Link to={paths.signup} className={cn(signupItem, "ml-2")}>
            Sign Up
          </Link>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-raised md:hidden"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      {menuOpen ? (
        <nav id={menuId} aria-label="Mobile" className="border-t border-line bg-canvas px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {sectionLinks.map((link) => (
              <li key={link.sectionId}>
                <button
                  type="button"
                  className={cn(textItem, "min-h-11 w-full text-left")}
                  onClick={() => goToSection(link.sectionId)}
                >
                  {link.label}
                </button>
              </li>
            ))}
            <li>
              <Link to={paths.login} className={cn(textItem, "block min-h-11")} onClick={() => setMenuOpen(false)}>
                Login
              </Link>
            </li>
            <li className="pt-2">
              <Link
                to={paths.signup}
                className={cn(signupItem, "block min-h-11 text-center leading-7")}
                onClick={() => setMenuOpen(false)}
              >
                Sign Up
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
