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

  it("names what is missing beside its field before anything is sent, and the server's refusal beside its field", async () => {
    const api = stubApi({
      "GET /session": { body: { data: null } },
      "POST /support/contact": {
        status: 400,
        body: {
          code: "VALIDATION_ERROR",
          message: "email: We can't send email to that address",
          details: [{ field: "email", message: "We can't send email to that address" }],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(<ContactRoute />, { path: "/contact", initialEntry: "/contact" });
    await user.type(await screen.findByLabelText("Your email"), "ada@example.com");
    await user.type(screen.getByLabelText("Subject"), "Locked out");
    await user.type(screen.getByLabelText("Message"), "Help");
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(/at least 10 characters/);
    expect(api.calls.some((call) => call.route === "POST /support/contact")).toBe(false);

    await user.type(screen.getByLabelText("Message"), " — my old inbox is gone.");
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText("Your email")).toHaveAccessibleDescription(/We can't send email to that address/),
    );
    expect(screen.getByLabelText("Subject")).toHaveValue("Locked out");
  });
});
