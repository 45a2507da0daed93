import { MESSAGES, type SessionUser } from "@devmatch/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../../lib/session-user.ts";
import { ONBOARDING_MESSAGES as M } from "../../lib/messages.ts";
import { newMember, nextButton, photo, renderWizard, saved, stepHeading } from "../../test/wizard.tsx";

afterEach(() => vi.unstubAllGlobals());

const withPhotos = (count: number, overrides: Partial<SessionUser> = {}) =>
  newMember({ onboardingStep: 4, photos: Array.from({ length: count }, (_, index) => photo(index + 1)), ...overrides });

const image = (name = "me.png", type = "image/png", bytes = 1024) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
};

/** JSON calls go to the canned replies; the multipart upload is answered here and its form kept. */
function answerUploads(reply: () => Response) {
  const json = globalThis.fetch;
  const uploads: FormData[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== "/api/profile/upload-photo") return json(input, init);
      uploads.push(init?.body as FormData);
      return reply();
    }),
  );
  return uploads;
}

const uploadInput = () => screen.getByLabelText("Upload photos");
const photoList = () => screen.getByRole("list", { name: "Your photos" });
/** The picture of the photo at `position` (1-based) of `count`, as the photo manager labels it. */
const pictureAt = (position: number, count: number) =>
  screen
    .getByRole("button", { name: `Photo ${position} of ${count}${position === 1 ? ", primary" : ""}` })
    .querySelector("img");

describe("client checks before an upload", () => {
  it("refuses files that are not PNG, JPG or WebP", async () => {
    const { api } = renderWizard({ user: withPhotos(0) });
    await stepHeading("Photos");
    // The picker's own filter is off, as a drop or another browser would not apply it.
    await userEvent.setup({ applyAccept: false }).upload(uploadInput(), image("cat.gif", "image/gif"));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.photos.wrongType);
    expect(api.calls.map((call) => call.route)).toEqual(["GET /onboarding/status"]);
  });

  it("refuses files over 25 MB, saying the limit", async () => {
    const { events } = renderWizard({ user: withPhotos(0) });
    await stepHeading("Photos");
    await events.upload(uploadInput(), image("big.jpg", "image/jpeg", 25 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("File size must be less than 25MB");
  });

  it("refuses more than five photos in all", async () => {
    const { events } = renderWizard({ user: withPhotos(4) });
    await stepHeading("Photos");
    const uploads = answerUploads(() => new Response(JSON.stringify({ data: withPhotos(5) }), { status: 201 }));
    await events.upload(uploadInput(), [image("a.png"), image("b.png")]);
    expect(screen.getByRole("alert")).toHaveTextContent("You can only upload up to 5 images");
    expect(uploads).toHaveLength(1);
  });

  it("closes the drop area once five photos are there", async () => {
    renderWizard({ user: withPhotos(5) });
    await stepHeading("Photos");
    expect(uploadInput()).toBeDisabled();
    expect(screen.getByText("5/5 photos")).toBeInTheDocument();
  });
});

describe("uploading", () => {
  it("sends the file as the 'photo' field, disables the drop area meanwhile and shows the result", async () => {
    const { events, view } = renderWizard({ user: withPhotos(0) });
    await stepHeading("Photos");
    let answer: (response: Response) => void = () => {};
    const uploads = answerUploads(() => new Promise<Response>((resolve) => (answer = resolve)) as never);
    const file = image("me.webp", "image/webp");
    await events.upload(uploadInput(), file);
    expect(uploadInput()).toBeDisabled();
    expect((uploads[0] as FormData).get("photo")).toBe(file);
    const user = withPhotos(1);
    answer(new Response(JSON.stringify({ data: user }), { status: 201 }));
    expect(within(await screen.findByRole("list", { name: "Your photos" })).getByText("Primary")).toBeInTheDocument();
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toEqual(user);
    expect(uploadInput()).toBeEnabled();
  });

  it("drops 'Add at least one photo' and the banner as soon as a photo is uploaded", async () => {
    const { events } = renderWizard({ user: withPhotos(0) });
    await stepHeading("Photos");
    await events.click(nextButton());
    expect(screen.getByText("Add at least one photo")).toBeInTheDocument();
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent(M.stepIncomplete);
    answerUploads(() => new Response(JSON.stringify({ data: withPhotos(1) }), { status: 201 }));
    await events.upload(uploadInput(), image());
    await screen.findByRole("list", { name: "Your photos" });
    expect(screen.queryByText("Add at least one photo")).toBeNull();
    expect(screen.queryByText(M.stepIncomplete)).toBeNull();
  });

  it("shows the server's reason when an upload is refused, else a plain one", async () => {
    const { events } = renderWizard({ user: withPhotos(0) });
    await stepHeading("Photos");
    answerUploads(() => new Response(JSON.stringify({ message: "That image could not be read" }), { status: 400 }));
    await events.upload(uploadInput(), image());
    expect(await screen.findByRole("alert")).toHaveTextContent("That image could not be read");
    answerUploads(() => new Response("", { status: 502 }));
    await events.upload(uploadInput(), image());
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.photos.uploadFailed));
  });
});

describe("deleting and ordering", () => {
  it("keeps a photo whose delete fails", async () => {
    const [first] = withPhotos(2).photos;
    const { events } = renderWizard({
      user: withPhotos(2),
      replies: { [`DELETE /profile/photo/${first?.id}`]: { status: 500 } },
    });
    await stepHeading("Photos");
    await events.click(screen.getByRole("button", { name: "Delete photo 1" }));
    await events.click(
      within(screen.getByRole("group", { name: "Delete photo 1?" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.photos.deleteFailed);
    expect(within(photoList()).getAllByRole("listitem")).toHaveLength(2);
  });

  it("moves a photo with the keyboard, makes it primary and saves the order", async () => {
    const [one, two, three] = withPhotos(3).photos.map((item) => item.id);
    const reordered = withPhotos(3);
    reordered.photos = [reordered.photos[1], reordered.photos[0], reordered.photos[2]].map((item, index) => ({
      ...(item as (typeof reordered.photos)[number]),
      isPrimary: index === 0,
    }));
    const { api, events } = renderWizard({
      user: withPhotos(3),
      replies: {
        "PUT /profile/photos/order": { body: { data: reordered } },
        "POST /onboarding/step/4": saved({ ...reordered, onboardingStep: 5 }),
      },
    });
    await stepHeading("Photos");
    expect(pictureAt(1, 3)).toHaveAttribute("src", "/photos/1-thumb.webp");

    screen.getByRole("button", { name: "Move photo 2 earlier" }).focus();
    await events.keyboard("{Enter}");

    expect(api.bodyOf("PUT /profile/photos/order")).toEqual({ photoIds: [two, one, three] });
    expect(pictureAt(1, 3)).toHaveAttribute("src", "/photos/2-thumb.webp");
    // Focus follows the moved photo; it can't go further left, so it lands on the photo itself.
    expect(screen.getByRole("button", { name: "Photo 1 of 3, primary" })).toHaveFocus();
    expect(screen.getByText(/Photo moved to position 1 of 3/)).toBeInTheDocument();

    await events.click(nextButton());
    await stepHeading("Social Links");
    expect(api.bodyOf("POST /onboarding/step/4")).toEqual({
      photos: [{ publicId: two }, { publicId: one }, { publicId: three }],
    });
  });

  it("puts the photos back when the new order can't be saved", async () => {
    const { events } = renderWizard({
      user: withPhotos(2),
      replies: { "PUT /profile/photos/order": { status: 500 } },
    });
    await stepHeading("Photos");
    await events.click(screen.getByRole("button", { name: "Move photo 1 later" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.photos.reorderFailed);
    expect(pictureAt(1, 2)).toHaveAttribute("src", "/photos/1-thumb.webp");
  });
});
