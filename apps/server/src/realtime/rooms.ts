/** The rooms every socket is put in, by the realtime layer (user, session) or by the chat (match). */
export const userRoom = (userId: string) => `user-${userId}`;
export const matchRoom = (matchId: string) => `match-${matchId}`;
export const sessionRoom = (sessionHash: string) => `session-${sessionHash}`;
