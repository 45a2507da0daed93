import type { FeedCard } from "@devmatch/shared";

/** "Rust", "Rust and Go", "Rust, Go and Kafka" (at most three named). */
function listed(items: string[]) {
  const named = items.slice(0, 3);
  if (named.length <= 1) return named.join("");
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

const pronouns = (gender: FeedCard["gender"]) =>
  gender === "Female"
    ? { they: "she", their: "her" }
    : gender === "Male"
      ? { they: "he", their: "his" }
      : { they: "they", their: "their" };

/** How well the viewer fits the member's side, in words, from the score their side gives. */
function fitWords(score: number, they: string) {
  const looks = they === "they" ? "look" : "looks";
  if (score >= 80) return `you fit what ${they} ${looks} for`;
  if (score >= 60) return `you fit most of what ${they} ${looks} for`;
  return `you fit some of what ${they} ${looks} for`;
}

/**
 * "Why this match", both sides in words: what the two share, then how the viewer fits what the member looks for
 * ("You both write Rust; you fit what she looks for"), then the details from the member's side.
 */
export function bothWaysReasons(card: FeedCard): { summary: string; details: string[] } {
  const { they, their } = pronouns(card.gender);
  const mine = card.compatibility.breakdown;
  const theirs = card.theirCompatibility.breakdown;
  const shared =
    card.sharedSkills.length > 0
      ? `You both write ${listed(card.sharedSkills)}`
      : mine.profession && mine.profession.points === mine.profession.max
        ? "You do the same work"
        : `${they === "they" ? "They fit" : `${they === "she" ? "She" : "He"} fits`} what you look for`;
  const details: string[] = [];
  if (card.isMostCompatible)
    details.push("Your Most Compatible today: of the people near you, you two fit each other best, both ways");
  if (theirs.age && theirs.age.points === theirs.age.max) details.push(`You're in ${their} age range`);
  if (theirs.religion)
    details.push(
      theirs.religion.points === theirs.religion.max
        ? `Your religion is one ${they} prefers`
        : `Your religion isn't one ${they} prefers, though it's not a dealbreaker`,
    );
  if (theirs.education && theirs.education.points === theirs.education.max) details.push("You studied the same degree");
  return { summary: `${shared}; ${fitWords(card.theirCompatibility.score, they)}.`, details };
}
