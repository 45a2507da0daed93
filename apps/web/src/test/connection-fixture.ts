import type { Connection } from "@devmatch/shared";

/** A match as the connections list returns it; override what a test is about. */
export const connection = (overrides: Partial<Connection> = {}): Connection => ({
  _id: "u2",
  matchId: "m1",
  mode: "date",
  matchedAt: "2025-01-01T10:00:00.000Z",
  firstName: "Grace",
  lastName: "Hopper",
  age: 29,
  gender: "Female",
  about: "I ship compilers and bake sourdough.",
  photoUrl: "/photos/grace.webp",
  avatarUrl: "/photos/grace-thumb.webp",
  lastMessage: null,
  unreadCount: 0,
  yourTurn: null,
  isOnline: false,
  lastActive: "2025-01-01T10:00:00.000Z",
  ...overrides,
});
