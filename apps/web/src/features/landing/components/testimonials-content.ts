export interface Testimonial {
  name: string;
  role: string;
  company: string;
  /** Decorative avatar. */
  emoji: string;
  content: string;
  techStack: readonly string[];
  rating: number;
  /** Tailwind gradient stops for the avatar ring and accent bar. */
  gradient: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Priya Raman",
    role: "Backend Engineer",
    company: "Nimbus Stack",
    emoji: "👩‍💻",
    content:
      "We matched because we both listed Rust and Kafka. Our first date was a three-hour argument about error handling. We're moving in together next month.",
    techStack: ["Rust", "Kafka", "PostgreSQL"],
    rating: 5,
    gradient: "from-brand-pink to-brand-purple",
  },
  {
    name: "Marcus Oyelaran",
    role: "Mobile Developer",
    company: "Pixelforge",
    emoji: "👨🏾‍💻",
    content:
      "I was tired of explaining what I do for a living. Here the first message was about Jetpack Compose, and it never felt like small talk.",
    techStack: ["Kotlin", "Swift", "Firebase"],
    rating: 5,
    gradient: "from-brand-purple to-brand-blue",
  },
  {
    name: "Sofia Lindqvist",
    role: "Data Scientist",
    company: "Orbital Analytics",
    emoji: "👩🏼‍🔬",
    content:
      "I came looking for a date and found a co-founder as well. We shipped our first side project before our third dinner.",
    techStack: ["Python", "PyTorch", "dbt"],
    rating: 5,
    gradient: "from-brand-blue to-brand-pink",
  },
  {
    name: "Arjun Mehta",
    role: "Full Stack Developer",
    company: "Fernwave",
    emoji: "🧑🏽‍💻",
    content:
      "The compatibility breakdown told me exactly why we clicked: same stack, same weird love of Vim. She still beats me at code golf.",
    techStack: ["TypeScript", "React", "Node.js"],
    rating: 5,
    gradient: "from-brand-pink to-brand-blue",
  },
  {
    name: "Hana Kobayashi",
    role: "DevOps Engineer",
    company: "Cloudmesh",
    emoji: "👩🏻‍🚀",
    content:
      "Being on call makes dating hard. Matching with someone who gets pager duty meant no one had to apologise for a 2 a.m. incident.",
    techStack: ["Kubernetes", "Terraform", "Go"],
    rating: 5,
    gradient: "from-brand-purple to-brand-pink",
  },
  {
    name: "Daniel Okafor",
    role: "Product Designer",
    company: "Brightloop",
    emoji: "🧑🏿‍🎨",
    content:
      "As a designer I worried I'd be out of place. Instead I met a frontend engineer who actually reads my Figma specs. Rare, and now mine.",
    techStack: ["Figma", "CSS", "Three.js"],
    rating: 5,
    gradient: "from-brand-blue to-brand-purple",
  },
];
