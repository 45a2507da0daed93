export { CodeCardEditor } from "./components/code-card-editor.tsx";
export { CodeCardView } from "./components/code-card-view.tsx";
export { LikeCommentDialog, type LikeIntent } from "./components/like-comment-dialog.tsx";
export { LikedQuote } from "./components/liked-quote.tsx";
export { LikeButton, PromptAnswerCard } from "./components/prompt-answer.tsx";
export { PromptsEditor } from "./components/prompts-editor.tsx";
export { focusStarter, StartersCards } from "./components/starters-cards.tsx";
export { StartersList } from "./components/starters-list.tsx";
export { formatDuration, VoicePromptPlayer } from "./components/voice-prompt-player.tsx";
