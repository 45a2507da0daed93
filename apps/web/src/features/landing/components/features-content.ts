import { BrainCircuit, Eye, Heart, type LucideIcon, Rocket, Star, Undo2 } from "lucide-react";
import type { FeatureId } from "../utils/feature-availability.ts";

export interface FeatureContent {
  id: FeatureId;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Tailwind gradient stops for the icon tile and the card's accent bar. */
  gradient: string;
}

export const FEATURES: readonly FeatureContent[] = [
  {
    id: "ai-matching",
    icon: BrainCircuit,
    title: "AI Matching",
    description:
      "Matched on the languages you write, the stacks you ship and the interests you share — not just on a photo.",
    gradient: "from-brand-pink to-brand-purple",
  },
  {
    id: "see-who-likes-you",
    icon: Eye,
    title: "See Who Likes You",
    description: "Skip the guessing: know who already swiped right on you and say hello first.",
    gradient: "from-brand-purple to-brand-blue",
  },
  {
    id: "swipes",
    icon: Heart,
    title: "Swipe Your Way",
    description: "Like, pass or super like your way through developers ranked by how well you'd get along.",
    gradient: "from-brand-pink to-brand-blue",
  },
  {
    id: "undo-swipe",
    icon: Undo2,
    title: "Undo Last Swipe",
    description: "Passed on your future pair-programming partner by mistake? Bring the last profile straight back.",
    gradient: "from-brand-blue to-brand-purple",
  },
  {
    id: "boost",
    icon: Rocket,
    title: "Profile Boost",
    description: "Jump to the front of the line for a while, so more developers see your profile first.",
    gradient: "from-brand-purple to-brand-pink",
  },
  {
    id: "super-likes",
    icon: Star,
    title: "Super Likes",
    description: "Really stand out: they get notified, and you go to the front of their queue.",
    gradient: "from-brand-blue to-brand-pink",
  },
];
