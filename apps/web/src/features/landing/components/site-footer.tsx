import { paths } from "@devmatch/shared";
import { Logo } from "../../../components/ui/logo.tsx";
import { BackToTopButton } from "./back-to-top-button.tsx";
import { FooterLinks } from "./footer-links.tsx";
import { InstallAppButton } from "./install-app-button.tsx";

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface/60 px-4 pb-10 pt-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_2fr]">
        <div className="flex flex-col gap-6">
          <Logo to={paths.home} />
          <p className="max-w-xs text-sm text-ink-muted">
            Dating and networking for developers, matched on the tech you share.
          </p>
          <InstallAppButton />
        </div>
        <FooterLinks />
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-line pt-6 text-sm text-ink-muted">
        © {new Date().getFullYear()} DevMatch. Made by developers, for developers.
      </p>
      <BackToTopButton />
    </footer>
  );
}
