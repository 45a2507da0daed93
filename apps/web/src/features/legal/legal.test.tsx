import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { PrivacyRoute } from "./routes/privacy.tsx";
import { TermsRoute } from "./routes/terms.tsx";

describe("legal pages", () => {
  it("the privacy policy lists what is stored, the member's controls and the one cookie", () => {
    renderRoute(<PrivacyRoute />, { path: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    for (const heading of ["What we store", "Who else sees it", "Safety and moderation", "Your controls", "Cookies"])
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Download a copy of everything we hold about you/)).toBeInTheDocument();
    expect(screen.getByText(/emptied after 90 days/)).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: "Terms of Service" }))
      expect(link).toHaveAttribute("href", "/terms");
  });

  it("the terms say plans are one-time payments that do not renew", () => {
    renderRoute(<TermsRoute />, { path: "/terms" });
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByText(/do not renew by themselves/)).toBeInTheDocument();
    expect(screen.getByText(/You must be at least 18 years old/)).toBeInTheDocument();
  });
});
