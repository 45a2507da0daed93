/** The moderators' console screens, for the route table. */
export { ModerationAuditRoute } from "./routes/moderation-audit.tsx";
export { ModerationCaseRoute } from "./routes/moderation-case.tsx";
export { ModerationQueueRoute } from "./routes/moderation-queue.tsx";
export { RequireModerator } from "./routes/require-moderator.tsx";
