import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { moderationQueryKey } from "./get-queue.ts";

/** Every moderator action: where it is sent and with what; each one needs a reason. */
export type ModerationRequest =
  | { kind: "dismiss"; reportId: string; reason: string }
  | { kind: "warn" | "ban" | "lift" | "remove-bio"; memberId: string; reason: string }
  | { kind: "suspend"; memberId: string; days: number; reason: string }
  | { kind: "remove-photo"; memberId: string; photoId: string; reason: string }
  | { kind: "remove-prompt"; memberId: string; promptId: string; reason: string }
  | { kind: "remove-code-card" | "remove-voice-prompt"; memberId: string; reason: string }
  | { kind: "answer-appeal"; appealId: string; answer: string; lift: boolean }
  | { kind: "review-flag"; flagId: string; reason: string }
  | { kind: "photo-verification"; decision: "approve" | "decline" | "revoke"; memberId: string; reason: string };

const member = (id: string) => `/moderation/members/${encodeURIComponent(id)}`;

export function moderate(request: ModerationRequest) {
  switch (request.kind) {
    case "dismiss":
      return api.post<{ message: string }>(`/moderation/reports/${request.reportId}/dismiss`, {
        reason: request.reason,
      });
    case "warn":
    case "ban":
    case "lift":
      return api.post<{ message: string }>(`${member(request.memberId)}/${request.kind}`, { reason: request.reason });
    case "photo-verification":
      return api.post<{ message: string }>(`${member(request.memberId)}/photo-verification/${request.decision}`, {
        reason: request.reason,
      });
    case "remove-bio":
      return api.post<{ message: string }>(`${member(request.memberId)}/bio/remove`, { reason: request.reason });
    case "suspend":
      return api.post<{ message: string }>(`${member(request.memberId)}/suspend`, {
        days: request.days,
        reason: request.reason,
      });
    case "remove-photo":
      return api.post<{ message: string }>(`${member(request.memberId)}/photos/${request.photoId}/remove`, {
        reason: request.reason,
      });
    case "remove-prompt":
      return api.post<{ message: string }>(
        `${member(request.memberId)}/prompts/${encodeURIComponent(request.promptId)}/remove`,
        { reason: request.reason },
      );
    case "remove-code-card":
      return api.post<{ message: string }>(`${member(request.memberId)}/code-card/remove`, { reason: request.reason });
    case "remove-voice-prompt":
      return api.post<{ message: string }>(`${member(request.memberId)}/voice-prompt/remove`, {
        reason: request.reason,
      });
    case "answer-appeal":
      return api.post<{ message: string }>(`/moderation/appeals/${request.appealId}/answer`, {
        answer: request.answer,
        lift: request.lift,
      });
    case "review-flag":
      return api.post<{ message: string }>(`/moderation/flags/${request.flagId}/review`, { reason: request.reason });
  }
}

/** A moderator action; the queue, the case and the audit log all change with it. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationQueryKey }),
  });
}
