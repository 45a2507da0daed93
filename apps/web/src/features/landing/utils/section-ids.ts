/** Anchor ids other pages and links may point at (spec: #features, #testimonials). */
export const SECTION_IDS = {
  top: "top",
  features: "features",
  testimonials: "testimonials",
} as const;
