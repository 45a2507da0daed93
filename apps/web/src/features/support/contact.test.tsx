import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { ContactRoute } from "./index.ts";

afterEach(() => vi.unstubAllGlobals());

describe("contact support", () => {
  it("lets a visitor write without signing in, with an address to answer at", async () => {
    const api = stubApi({
      "GET /session": { body: { data: null } },
      "POST /support/contact": { status: 201, body: { message: "Thanks! We received your message." } },
    });
    const user = userEvent.setup();
    renderRoute(<ContactRoute />, { path: "/contact", initialEntry: "/contact" });
    await user.type(await screen.findByLabelText("Your email"), "ada@example.com");
    await user.type(screen.getByLabelText("Subject"), "Locked out");
    await user.type(screen.getByLabelText("Message"), "I no longer have my old inbox.");
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    expect(await screen.findByText("Thanks! We received your message.")).toBeInTheDocument();
    expect(api.bodyOf("POST /support/contact")).toEqual({
      email: "ada@example.com",
      subject: "Locked out",
      message: "I no longer have my old inbox.",
    });
  });

  it("lets a member write from their account, with no address to type", async () => {
    stubApi({ "GET /session": { body: { data: testUser() } } });
    renderRoute(<ContactRoute />, { path: "/contact", initialEntry: "/contact" });
    expect(await screen.findByLabelText("Subject")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your email")).not.toBeInTheDocument();
  });
});
