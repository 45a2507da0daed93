import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { SECTION_IDS } from "../utils/section-ids.ts";
import { AnchorLink } from "./anchor-link.tsx";

/** A footer entry: a route or a section of this page. */
type FooterItem = { label: string; to: string } | { label: string; sectionId: string };

const groups: { title: string; items: FooterItem[] }[] = [
  {
    title: "Company",
    items: [
      { label: "About DevMatch", sectionId: SECTION_IDS.top },
      { label: "Member stories", sectionId: SECTION_IDS.testimonials },
    ],
  },
  {
    title: "Product",
    items: [
      { label: "Features", sectionId: SECTION_IDS.features },
      { label: "Sign up", to: paths.signup },
      { label: "Log in", to: paths.login },
    ],
  },
  {
    title: "Support",
    items: [
      { label: "Reset your password", to: paths.forgotPassword },
      { label: "Contact support", to: paths.contact },
    ],
  },
  {
    title: "Legal",
    items: [
      { label: "Terms of Service", to: paths.terms },
      { label: "Privacy Policy", to: paths.privacy },
    ],
  },
];

const linkClass = "text-ink-muted transition hover:text-ink";

function FooterEntry({ item }: { item: FooterItem }) {
  if ("to" in item) {
    return (
      <Link to={item.to} className={linkClass}>
        {item.label}
      </Link>
    );
  }
  return (
    <AnchorLink sectionId={item.sectionId} className={linkClass}>
      {item.label}
    </AnchorLink>
  );
}

export function FooterLinks() {
  return (
    <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
      {groups.map((group) => (
        <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
          <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold text-ink">
            {group.title}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {group.items.map((item) => (
              <li key={item.label}>
                <FooterEntry item={item} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
