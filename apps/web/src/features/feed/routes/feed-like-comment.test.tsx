import { MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedCard, feedPage, swipeReply } from "../../../test/feed-fixtures.ts";
import { renderFeed, topCard } from "../test/render-feed.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const grace = feedCard({ prompts: [{ promptId: "controversial-opinion", answer: "Tabs are a love language." }] });
const linus = feedCard({ _id: "c2", firstName: "Linus", lastName: "T.", age: 31 });
const LIKE_PROMPT = "Like Grace's answer to My most controversial tech opinion";

describe("a like on a prompt, with a comment", () => {
  it("sends the prompt and the comment with the like", async () => {
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus]) },
      "POST /match/swipe/c1": swipeReply("like"),
    });
    const card = await topCard();
    expect(within(card).getByText("Tabs are a love language.")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: LIKE_PROMPT }));
    const dialog = screen.getByRole("dialog", { name: LIKE_PROMPT });
    await user.type(within(dialog).getByLabelText("Add a comment (optional)"), "Spaces, but coffee?");
    await user.click(within(dialog).getByRole("button", { name: "Send like" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({
      action: "like",
      on: { kind: "prompt", id: "controversial-opinion" },
      comment: "Spaces, but coffee?",
    });
  });

  it("brings a comment screening asks about back, to edit or send anyway", async () => {
    let calls = 0;
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus]) },
      "POST /match/swipe/c1": () => {
        calls += 1;
        return calls === 1
          ? { status: 428, body: { code: "CONFIRMATION_REQUIRED", message: MESSAGES.chat.areYouSure } }
          : swipeReply("like");
      },
    });
    const card = await topCard();
    await user.click(within(card).getByRole("button", { name: LIKE_PROMPT }));
    await user.type(screen.getByLabelText("Add a comment (optional)"), "you look stupid");
    await user.click(screen.getByRole("button", { name: "Send like" }));
    const dialog = await screen.findByRole("dialog", { name: LIKE_PROMPT });
    expect(within(dialog).getByText(MESSAGES.chat.areYouSure)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Add a comment (optional)")).toHaveValue("you look stupid");
    // Her card is back on top, behind the dialog.
    expect(screen.getByRole("article", { hidden: true })).toHaveAccessibleName("Grace H., 29");
    await user.click(within(dialog).getByRole("button", { name: "Send anyway" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.calls.filter((call) => call.route === "POST /match/swipe/c1").map((call) => call.body)).toEqual([
      { action: "like", on: { kind: "prompt", id: "controversial-opinion" }, comment: "you look stupid" },
      {
        action: "like",
        on: { kind: "prompt", id: "controversial-opinion" },
        comment: "you look stupid",
        confirmed: true,
      },
    ]);
  });

  it("names a comment the swipe's own rules refuse beside the box, and sends nothing until it is fixed", async () => {
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus]) },
      "POST /match/swipe/c1": swipeReply("like"),
    });
    const card = await topCard();
    await user.click(within(card).getByRole("button", { name: LIKE_PROMPT }));
    const dialog = screen.getByRole("dialog", { name: LIKE_PROMPT });
    const box = within(dialog).getByLabelText("Add a comment (optional)");
    // A control character pasted in with the text (a bell), which the server would refuse too.
    await user.click(box);
    await user.paste("Spaces\u0007 forever");
    await user.click(within(dialog).getByRole("button", { name: "Send like" }));
    expect(box).toHaveAccessibleDescription(/contains characters that can't be used/);
    expect(api.bodyOf("POST /match/swipe/c1")).toBeUndefined();
    await user.clear(box);
    await user.type(box, "Spaces forever");
    await user.click(within(dialog).getByRole("button", { name: "Send like" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toMatchObject({ comment: "Spaces forever" });
  });
});
