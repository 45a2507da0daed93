import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import type { HomeState } from "../../../lib/navigation-state.ts";
import { CtaBand } from "../components/cta-band.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { Hero } from "../components/hero.tsx";
import { Navbar } from "../components/navbar.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { TestimonialsSection } from "../components/testimonials-section.tsx";

export function LandingRoute() {
  const notice = ((useLocation().state ?? {}) as HomeState).notice;
  // Another screen sent the visitor here with news (an account deleted): it is read at the top, not half-way down.
  useLayoutEffect(() => {
    if (notice) window.scrollTo(0, 0);
  }, [notice]);
  return (
    <>
      <Navbar />
      <main>
        {notice ? (
          <div className="mx-auto max-w-3xl px-4 pt-4">
            <Alert tone="success">{notice}</Alert>
          </div>
        ) : null}
        <Hero />
        <FeaturesSection />
        <TestimonialsSection />
        <CtaBand />
      </main>
      <SiteFooter />
    </>
  );
}
