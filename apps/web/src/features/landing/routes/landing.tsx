import { CtaBand } from "../components/cta-band.tsx";
import { FeaturesSection } from "../components/features-section.tsx";
import { Hero } from "../components/hero.tsx";
import { Navbar } from "../components/navbar.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { TestimonialsSection } from "../components/testimonials-section.tsx";

export function LandingRoute() {
  return (
    <>
      <Navbar />
      <main>
        <Hero />
        <FeaturesSection />
        <TestimonialsSection />
        <CtaBand />
      </main>
      <SiteFooter />
    </>
  );
}
