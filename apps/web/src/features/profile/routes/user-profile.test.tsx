import type { PublicProfile } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { UserProfileRoute } from "./user-profile.tsx";

afterEach(() => vi.unstubAllGlobals());

const grace = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  _id: "u2",
  firstName: "Grace",
  lastName: "Hopper",
  age: 40,
  gender: "Female",
  bio: "I taught computers to read English.",
  profession: "Software Engineer",
  company: { name: "US Navy", position: "Rear Admiral" },
  education: { college: "Yale", degree: "PhD Mathematics" },
  location: { city: "Arlington", state: "Virginia", country: "USA" },
  height: { feet: 5, inches: 6 },
  religion: null,
  photos: [
    { id: "a", url: "/photos/a.webp", thumbUrl: "/photos/a-thumb.webp", isPrimary: true },
    { id: "b", url: "/photos/b.webp", thumbUrl: "/photos/b-thumb.webp", isPrimary: false },
  ],
  photoUrl: "/photos/a.webp",
  skills: ["COBOL", "Compilers"],
  verifiedSkills: ["Compilers"],
  photoVerified: false,
  interests: [],
  prompts: [],
  codeCard: null,
  voicePrompt: null,
  socialLinks: { github: "https://github.com/grace", leetcode: "javascript:alert(1)" },
  isVerified: true,
  ...overrides,
});

const renderProfile = () =>
  renderRoute(<UserProfileRoute />, { path: "/app/profile/:targetUserId", initialEntry: "/app/profile/u2" });

const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

describe("another member's profile", () => {
  it("shows a placeholder, then the profile's fields", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    stubApi({ "GET /user/u2": () => new Promise((resolve) => (answer = resolve)) });
    renderProfile();
    expect(screen.getByRole("status")).toHaveTextContent("Loading profile…");
    answer({ body: { data: { profile: grace() } } });

    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Grace Hopper, 40");
    expect(within(heading).getByRole("button", { name: "Skills verified on GitHub" })).toBeInTheDocument();
    expect(detail("Profession")).toHaveTextContent("Software Engineer");
    expect(detail("Company")).toHaveTextContent(/^US Navy$/);
    expect(detail("Position")).toHaveTextContent(/^Rear Admiral$/);
    expect(detail("Education")).toHaveTextContent("PhD Mathematics, Yale");
    expect(detail("Location")).toHaveTextContent("Arlington, Virginia");
    expect(detail("Height")).toHaveTextContent(`5' 6"`);
    expect(screen.getByText("I taught computers to read English.")).toBeInTheDocument();
    const skills = within(screen.getByRole("region", { name: "Skills" })).getAllByRole("listitem");
    expect(skills.map((item) => item.textContent)).toEqual(["COBOL", "CompilersVerified on GitHub"]);
    expect(within(skills[1] as HTMLElement).getByRole("button", { name: "Verified on GitHub" })).toBeInTheDocument();
    expect(within(skills[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: /View Profile on GitHub/ })).toHaveAttribute(
      "href",
      "https://github.com/grace",
    );
    // A stored address that is not a web link is never made clickable.
    expect(screen.queryByRole("link", { name: /LeetCode/ })).toBeNull();
  });

  it("starts on the primary photo and switches with the thumbnails", async () => {
    const reversed = grace().photos.slice().reverse();
    stubApi({ "GET /user/u2": { body: { data: { profile: grace({ photos: reversed }) } } } });
    const user = userEvent.setup();
    renderProfile();
    const main = await screen.findByRole("img", { name: "Grace, 1 of 2" });
    expect(main).toHaveAttribute("src", "/photos/a.webp");
    await user.click(screen.getByRole("button", { name: "Show photo 2 of 2" }));
    expect(screen.getByRole("img", { name: "Grace, 2 of 2" })).toHaveAttribute("src", "/photos/b.webp");
    expect(screen.getByRole("button", { name: "Show photo 2 of 2" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says the profile isn't available on a 404, asking only once", async () => {
    const api = stubApi({ "GET /user/u2": { status: 404, body: { code: "NOT_FOUND", message: "User not found" } } });
    renderProfile();
    expect(await screen.findByRole("heading", { name: "This profile isn't available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to feed" })).toHaveAttribute("href", "/app/feed");
    expect(api.calls).toHaveLength(1);
  });

  it("shows what members typed as text, never as markup", async () => {
    stubApi({
      "GET /user/u2": {
        body: {
          data: {
            profile: grace({
              firstName: "<b>Grace</b>",
              bio: `<script>window.hacked = true</script><img src=x onerror="alert(1)">`,
            }),
          },
        },
      },
    });
    renderProfile();
    expect(
      await screen.findByText(`<script>window.hacked = true</script><img src=x onerror="alert(1)">`),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("<b>Grace</b> Hopper, 40");
    expect(document.querySelector("script, b")).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
