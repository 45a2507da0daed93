import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { VerifyPhotosCard } from "./index.ts";

afterEach(() => vi.unstubAllGlobals());

const status = {
  photoVerified: false,
  verifiedAt: null,
  descriptorHeld: false,
  descriptorSince: null,
  failures: 0,
  reviewOffered: false,
  reviewPending: false,
};

describe("Verify your photos", () => {
  it("offers a moderator's review when there is no camera, never a file picker", async () => {
    const api = stubApi({
      "GET /verification": { body: { data: status } },
      "POST /verification/review": { status: 201, body: { data: { ...status, reviewPending: true } } },
    });
    renderRoute(<VerifyPhotosCard />, { path: "/app/profile" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Verify your photos" }));
    // jsdom has no camera: the screen says so and offers a review instead.
    expect(await screen.findByText(/couldn't open a camera on this device/)).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    await user.click(screen.getByRole("button", { name: "Ask a moderator to review" }));
    await vi.waitFor(() => expect(api.calls.some((call) => call.route === "POST /verification/review")).toBe(true));
    expect(await screen.findByText(/A moderator is reviewing your photos/)).toBeInTheDocument();
  });

  it("shows the badge with its meaning, and lets the member delete the face data kept", async () => {
    const api = stubApi({
      "GET /verification": {
        body: {
          data: {
            ...status,
            photoVerified: true,
            verifiedAt: "2026-11-20T10:00:00.000Z",
            descriptorHeld: true,
            descriptorSince: "2026-11-20T10:00:00.000Z",
          },
        },
      },
      "DELETE /verification/descriptor": { body: { message: "Deleted" } },
    });
    renderRoute(<VerifyPhotosCard />, { path: "/app/profile" });
    expect(
      await screen.findByRole("button", { name: "Photo verified: a live selfie matched their photos" }),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Delete my face data" }));
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.route === "DELETE /verification/descriptor")).toBe(true),
    );
  });
});
