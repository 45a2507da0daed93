import type { Photo, SessionUser } from "@devmatch/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../lib/session-user.ts";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { PhotoManager } from "./photo-manager.tsx";

afterEach(() => vi.unstubAllGlobals());

type Reply = { status?: number; body?: unknown };

const photo = (id: string, isPrimary = false): Photo => ({
  id,
  url: `/photos/${id}.webp`,
  thumbUrl: `/photos/${id}-thumb.webp`,
  isPrimary,
});
const threePhotos = [photo("p1", true), photo("p2"), photo("p3")];
const userWith = (photos: Photo[]): SessionUser =>
  testUser({ photos: photos.map((p, index) => ({ ...p, isPrimary: index === 0 })) });
/** The user as the server answers after putting their photos in this order. */
const userWithOrder = (...ids: string[]) => userWith(ids.map((id) => photo(id)));

/** stubApi answers JSON calls; uploads are multipart, so they are answered here and their files kept. */
function stubPhotoApi(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>, upload?: () => Promise<Reply>) {
  const api = stubApi(replies);
  const jsonFetch = globalThis.fetch;
  const uploads: { route: string; file: FormDataEntryValue | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!(init?.body instanceof FormData)) return jsonFetch(input, init);
      uploads.push({ route: `${init.method} ${String(input)}`, file: init.body.get("photo") });
      if (!upload) throw new Error("Unexpected upload");
      const { status = 201, body } = await upload();
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return { ...api, uploads };
}

async function renderManager(photos: Photo[] = threePhotos) {
  const view = renderRoute(<PhotoManager />);
  await screen.findByText(`${photos.length}/5 photos`);
  return { user: userEvent.setup(), view };
}

const handles = () => screen.getAllByRole("button", { name: /^Photo \d of \d/ });
const shownOrder = () => handles().map((handle) => handle.querySelector("img")?.getAttribute("src"));
const thumbs = (...ids: string[]) => ids.map((id) => `/photos/${id}-thumb.webp`);
const uploadInput = () => screen.getByLabelText("Upload photos") as HTMLInputElement;
const imageFile = (name = "me.png", bytes = 1024, type = "image/png") =>
  new File([new Uint8Array(bytes)], name, { type });

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("PhotoManager upload checks", () => {
  it("refuses a file over 25MB before sending anything, and says the limit", async () => {
    const api = stubPhotoApi({ "GET /session": { body: { data: userWith(threePhotos) } } });
    const { user } = await renderManager();
    await user.upload(uploadInput(), imageFile("huge.png", 25 * 1024 * 1024 + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("File size must be less than 25MB");
    expect(api.uploads).toHaveLength(0);
  });

  it("refuses files that are not PNG, JPG or WebP images", async () => {
    const api = stubPhotoApi({ "GET /session": { body: { data: userWith(threePhotos) } } });
    await renderManager();
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    fireEvent.drop(screen.getByRole("group", { name: "Add photos" }), { dataTransfer: { files: [notes] } });
    expect(screen.getByRole("alert")).toHaveTextContent("Only PNG, JPG and WebP images can be uploaded.");
    expect(api.uploads).toHaveLength(0);
  });

  it("stops at five photos: the input is disabled and a dropped file is refused", async () => {
    const five = ["p1", "p2", "p3", "p4", "p5"].map((id) => photo(id));
    const api = stubPhotoApi({ "GET /session": { body: { data: userWith(five) } } });
    await renderManager(five);
    expect(uploadInput()).toBeDisabled();
    fireEvent.drop(screen.getByRole("group", { name: "Add photos" }), { dataTransfer: { files: [imageFile()] } });
    expect(screen.getByRole("alert")).toHaveTextContent("You can only upload up to 5 images");
    expect(api.uploads).toHaveLength(0);
  });

  it("uploads the file as the 'photo' field, is disabled meanwhile, then shows the new photo", async () => {
    const answer = deferred<Reply>();
    const api = stubPhotoApi({ "GET /session": { body: { data: userWith(threePhotos) } } }, () => answer.promise);
    const { user, view } = await renderManager();
    const file = imageFile("me.jpg", 2048, "image/jpeg");
    await user.upload(uploadInput(), file);
    expect(api.uploads).toEqual([{ route: "POST /api/profile/upload-photo", file }]);
    expect(uploadInput()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Uploading...");

    answer.resolve({ status: 201, body: { data: userWithOrder("p1", "p2", "p3", "p4") } });
    expect(await screen.findByText("4/5 photos")).toBeInTheDocument();
    expect(uploadInput()).toBeEnabled();
    expect(view.queryClient.getQueryData<SessionUser>(sessionUserQueryKey)?.photos).toHaveLength(4);
  });

  it("shows the server's reason for a refused upload, else the plain fallback", async () => {
    const answers = [
      { status: 413, body: { code: "FILE_TOO_LARGE", message: "File size must be less than 25MB" } },
      { status: 500 },
    ];
    stubPhotoApi({ "GET /session": { body: { data: userWith(threePhotos) } } }, async () => answers.shift() ?? {});
    const { user } = await renderManager();
    await user.upload(uploadInput(), imageFile());
    expect(await screen.findByRole("alert")).toHaveTextContent("File size must be less than 25MB");
    await user.upload(uploadInput(), imageFile());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to upload photo. Please try again.");
    expect(screen.getByText("3/5 photos")).toBeInTheDocument();
  });
});

describe("PhotoManager order and primary photo", () => {
  it("labels the primary photo and moves a photo with the arrow keys, keeping focus on it", async () => {
    const api = stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "PUT /profile/photos/order": { body: { data: userWithOrder("p2", "p1", "p3") } },
    });
    const { user } = await renderManager();
    expect(handles()[0]).toHaveAccessibleName("Photo 1 of 3, primary");
    expect(within(handles()[0] as HTMLElement).getByText("Primary")).toBeInTheDocument();

    handles()[0]?.focus();
    await user.keyboard("{ArrowRight}");
    expect(api.bodyOf("PUT /profile/photos/order")).toEqual({ photoIds: ["p2", "p1", "p3"] });
    expect(shownOrder()).toEqual(thumbs("p2", "p1", "p3"));
    expect(document.activeElement).toBe(handles()[1]);
    expect(screen.getByText("Photo moved to position 2 of 3.")).toBeInTheDocument();
    expect(handles()[0]).toHaveAccessibleName("Photo 1 of 3, primary");
  });

  it("moves a photo earlier with its button", async () => {
    const api = stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "PUT /profile/photos/order": { body: { data: userWithOrder("p1", "p3", "p2") } },
    });
    const { user } = await renderManager();
    expect(screen.getByRole("button", { name: "Move photo 1 earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move photo 3 earlier" }));
    expect(api.bodyOf("PUT /profile/photos/order")).toEqual({ photoIds: ["p1", "p3", "p2"] });
    expect(shownOrder()).toEqual(thumbs("p1", "p3", "p2"));
  });

  it("shows the new order at once and puts the old one back when the server refuses it", async () => {
    const answer = deferred<Reply>();
    stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "PUT /profile/photos/order": () => answer.promise,
    });
    const { user, view } = await renderManager();
    handles()[2]?.focus();
    await user.keyboard("{ArrowLeft}");
    expect(shownOrder()).toEqual(thumbs("p1", "p3", "p2"));

    answer.resolve({ status: 500 });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to reorder photos. Please try again.");
    expect(shownOrder()).toEqual(thumbs("p1", "p2", "p3"));
    const cached = view.queryClient.getQueryData<SessionUser>(sessionUserQueryKey);
    expect(cached?.photos.map((p) => p.id)).toEqual(["p1", "p2", "p3"]);
  });

  it("sets a photo as primary and shows the server's order", async () => {
    const api = stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "PUT /profile/photo/p3/primary": { body: { data: userWithOrder("p3", "p1", "p2") } },
    });
    const { user } = await renderManager();
    expect(screen.queryByRole("button", { name: "Set as primary (photo 1)" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Set as primary (photo 3)" }));
    expect(api.calls.map((call) => call.route)).toContain("PUT /profile/photo/p3/primary");
    await vi.waitFor(() => expect(shownOrder()).toEqual(thumbs("p3", "p1", "p2")));
    expect(handles()[0]).toHaveAccessibleName("Photo 1 of 3, primary");
  });

  it("explains a failed primary change", async () => {
    stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "PUT /profile/photo/p2/primary": { status: 500 },
    });
    const { user } = await renderManager();
    await user.click(screen.getByRole("button", { name: "Set as primary (photo 2)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to set primary photo. Please try again.");
    expect(shownOrder()).toEqual(thumbs("p1", "p2", "p3"));
  });
});

describe("PhotoManager delete", () => {
  it("asks first, and Keep sends nothing", async () => {
    const api = stubPhotoApi({ "GET /session": { body: { data: userWith(threePhotos) } } });
    const { user } = await renderManager();
    await user.click(screen.getByRole("button", { name: "Delete photo 2" }));
    const confirm = screen.getByRole("group", { name: "Delete photo 2?" });
    expect(within(confirm).getByRole("button", { name: "Keep" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: "Keep" }));
    expect(api.calls.map((call) => call.route)).toEqual(["GET /session"]);
    expect(screen.getByRole("button", { name: "Delete photo 2" })).toBeInTheDocument();
  });

  it("keeps the photo when the delete fails", async () => {
    stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "DELETE /profile/photo/p2": { status: 500 },
    });
    const { user } = await renderManager();
    await user.click(screen.getByRole("button", { name: "Delete photo 2" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to delete photo. Please try again.");
    expect(screen.getByText("3/5 photos")).toBeInTheDocument();
    expect(shownOrder()).toEqual(thumbs("p1", "p2", "p3"));
  });

  it("removes the photo once the server has deleted it", async () => {
    const api = stubPhotoApi({
      "GET /session": { body: { data: userWith(threePhotos) } },
      "DELETE /profile/photo/p2": { body: { data: userWithOrder("p1", "p3") } },
    });
    const { user } = await renderManager();
    await user.click(screen.getByRole("button", { name: "Delete photo 2" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2/5 photos")).toBeInTheDocument();
    expect(shownOrder()).toEqual(thumbs("p1", "p3"));
    expect(api.calls.map((call) => call.route)).toContain("DELETE /profile/photo/p2");
  });
});
