import type { FeedCard, FeedPage, SwipeAction, SwipeAllowance, SwipeResult } from "@devmatch/shared";

export const allowance = (overrides: Partial<SwipeAllowance> = {}): SwipeAllowance => ({
  swipesLeft: 42,
  superLikesLeft: 1,
  canUndo: false,
  ...overrides,
});

/** A member as the feed returns them; override what a test is about. */
export const feedCard = (overrides: Partial<FeedCard> = {}): FeedCard => ({
  _id: "c1",
  firstName: "Grace",
  // As the server sends it: the initial, since nobody in a deck has matched the viewer.
  lastName: "H.",
  age: 29,
  gender: "Female",
  bio: "I ship compilers and bake sourdough.",
  profession: "Backend Developer",
  company: { name: "Navy Labs", position: "Engineer" },
  education: { college: "Yale University", degree: "PhD" },
  location: { city: "Pune", state: "Maharashtra", country: "India" },
  height: { feet: 5, inches: 7 },
  religion: null,
  photos: [],
  photoUrl: null,
  skills: ["COBOL", "TypeScript"],
  verifiedSkills: [],
  photoVerified: false,
  interests: [],
  prompts: [],
  codeCard: null,
  voicePrompt: null,
  socialLinks: {},
  isVerified: false,
  compatibility: { score: 72, breakdown: { age: { points: 20, max: 20 }, skills: { points: 13, max: 25 } } },
  theirCompatibility: { score: 72, breakdown: { age: { points: 20, max: 20 }, skills: { points: 13, max: 25 } } },
  sharedSkills: ["TypeScript"],
  distanceKm: 12,
  superLikedYou: false,
  isBoosted: false,
  isMostCompatible: false,
  isNew: false,
  ...overrides,
});

/** Card cN, named MemberN, so a test can tell which one is on top. */
export const numberedCard = (n: number) => feedCard({ _id: `c${n}`, firstName: `Member${n}`, lastName: "T." });

export const numberedCards = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => numberedCard(from + index));

export const feedPage = (
  cards: FeedCard[],
  { nextCursor = null, left = allowance() }: { nextCursor?: string | null; left?: SwipeAllowance } = {},
): FeedPage => ({ data: cards, nextCursor, allowance: left });

export const swipeReply = (action: SwipeAction, overrides: Partial<SwipeResult> = {}) => ({
  body: {
    message: "Swipe saved",
    data: {
      action,
      mode: "date",
      matchId: null,
      matchedWith: null,
      mutualInterests: [],
      allowance: allowance({ swipesLeft: 41 }),
      ...overrides,
    } satisfies SwipeResult,
  },
});
