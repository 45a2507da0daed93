import type { ChatHistory, ChatMessage, ChatParticipant, ServerToClientEvents } from "@devmatch/shared";

export const ME_ID = "u1";
export const PARTNER_ID = "u2";

export const grace = (overrides: Partial<ChatParticipant> = {}): ChatParticipant => ({
  _id: PARTNER_ID,
  firstName: "Grace",
  lastName: "Hopper",
  photoUrl: null,
  avatarUrl: null,
  photoVerified: false,
  isOnline: true,
  lastActive: null,
  ...overrides,
});

const senders = {
  me: { _id: ME_ID, firstName: "Ada", lastName: "Lovelace" },
  grace: { _id: PARTNER_ID, firstName: "Grace", lastName: "Hopper" },
};

/** A stored message; `seq` also names it (m{seq}, client-{seq}) and dates it a minute apart from the others. */
export const chatMessage = (
  seq: number,
  from: keyof typeof senders,
  overrides: Partial<ChatMessage> = {},
): ChatMessage =>
  ({
    kind: "text",
    replyTo: null,
    reactions: [],
    _id: `m${seq}`,
    seq,
    clientId: `client-${seq}`,
    senderId: senders[from],
    text: `message ${seq}`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 10, seq)).toISOString(),
    readAt: null,
    flagged: false,
    quote: null,
    ...overrides,
  }) as ChatMessage;

/** What messageReceived carries: the stored message plus the sender's names and a timestamp. */
export const received = (message: ChatMessage): Parameters<ServerToClientEvents["messageReceived"]>[0] => ({
  ...message,
  firstName: message.senderId.firstName,
  lastName: message.senderId.lastName,
  timestamp: message.createdAt,
});

/** Messages are given oldest first, as a reader thinks of them; the page holds them newest first. */
export const historyPage = (oldestFirst: ChatMessage[], overrides: Partial<ChatHistory> = {}): ChatHistory => ({
  messages: [...oldestFirst].reverse(),
  hasMore: false,
  matchId: "match-1",
  matchedAt: new Date().toISOString(),
  participant: grace(),
  ...overrides,
});

export const FIRST_PAGE = `GET /chat/${PARTNER_ID}?limit=30`;
