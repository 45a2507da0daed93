import type { ChatPhoto } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chatMessage, FIRST_PAGE, historyPage, PARTNER_ID } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

const UPLOAD = `POST /chat/${PARTNER_ID}/photos`;
const messageBox = () => screen.findByRole("textbox", { name: "Message Grace" });
const bubbles = () => within(screen.getByRole("list", { name: "Messages with Grace" })).queryAllByRole("listitem");
const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "beach.jpg", { type: "image/jpeg" });
const uploaded = (explicit: boolean) => ({
  body: { data: { photoId: "p1", url: "/api/chat/photos/p1.webp", width: 800, height: 600, explicit } },
});

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
});

async function choosePhoto(file = photoFile()) {
  const user = userEvent.setup();
  await messageBox();
  expect(screen.getByRole("button", { name: "Attach a photo" })).toBeInTheDocument();
  await user.upload(screen.getByTestId("chat-photo-input"), file);
  return user;
}

describe("photos in chat", () => {
  it("are previewed, uploaded on Send and sent as a photo message", async () => {
    const { socket, api } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) }, [UPLOAD]: uploaded(false) });
    const user = await choosePhoto();
    const panel = screen.getByRole("region", { name: "Photo to send" });
    expect(within(panel).getByRole("img", { name: "Ready to send" })).toHaveAttribute("src", "blob:preview");
    await user.click(within(panel).getByRole("button", { name: "Send photo" }));
    expect(api.calls.some((call) => call.route === UPLOAD)).toBe(true);
    expect(socket.sent("sendMessage")).toEqual([
      expect.objectContaining({ targetUserId: PARTNER_ID, photoId: "p1", clientId: expect.any(String) }),
    ]);
    expect(socket.sent("sendMessage")[0]).not.toHaveProperty("confirmed");
    expect(screen.queryByRole("region", { name: "Photo to send" })).toBeNull();
    // On its way it shows already, as sent by me.
    expect(screen.getByRole("img", { name: "Sent by you" })).toHaveAttribute("src", "/api/chat/photos/p1.webp");
  });

  it("ask the sender 'Are you sure?' when the check flags it, and send it confirmed only if they say so", async () => {
    const { socket } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) }, [UPLOAD]: uploaded(true) });
    const user = await choosePhoto();
    await user.click(screen.getByRole("button", { name: "Send photo" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Are you sure\? This photo may be explicit/);
    expect(socket.sent("sendMessage")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Send anyway" }));
    expect(socket.sent("sendMessage")).toEqual([expect.objectContaining({ photoId: "p1", confirmed: true })]);
  });

  it("refuses a file that is not a photo before uploading it", async () => {
    const { api } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup({ applyAccept: false });
    await messageBox();
    await user.upload(screen.getByTestId("chat-photo-input"), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Only PNG, JPG and WebP images can be uploaded.");
    expect(api.calls.some((call) => call.route === UPLOAD)).toBe(false);
  });

  it("reach the partner blurred when flagged, with View and Report", async () => {
    const photo: ChatPhoto = { id: "p9", url: "/api/chat/photos/p9.webp", width: 800, height: 600, explicit: true };
    const flagged = chatMessage(1, "grace", { kind: "photo", text: "", photo } as never);
    renderChat({ [FIRST_PAGE]: { body: historyPage([flagged]) } });
    const user = userEvent.setup();
    await messageBox();
    const [bubble] = bubbles() as [HTMLElement];
    expect(within(bubble).getByText("This photo may be explicit")).toBeInTheDocument();
    expect(within(bubble).queryByRole("img", { name: "Sent by Grace" })).toBeNull();
    await user.click(within(bubble).getByRole("button", { name: "Report" }));
    expect(await screen.findByRole("dialog", { name: "Report Grace" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(within(bubble).getByRole("button", { name: "View" }));
    expect(within(bubble).getByRole("img", { name: "Sent by Grace" })).toHaveAttribute("src", photo.url);
    expect(within(bubble).queryByText("This photo may be explicit")).toBeNull();
  });
});
