import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocialLinkList } from "./social-link-list.tsx";

describe("social links on a profile", () => {
  it("opens safe https links in a new tab without handing over the opener", () => {
    render(
      <SocialLinkList
        showMissing={false}
        links={{
          github: "https://github.com/grace",
          linkedin: "http://linkedin.com/in/grace",
          leetcode: "leetcode.com/u/grace",
          twitter: "javascript:alert(1)",
          instagram: "https://localhost/grace",
        }}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://github.com/grace",
      "https://linkedin.com/in/grace",
      "https://leetcode.com/u/grace",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: "View Profile on GitHub (opens in a new tab)" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Twitter|Instagram/ })).toBeNull();
  });

  it("lists every network for the owner, 'Not added' for the empty ones", () => {
    render(<SocialLinkList showMissing links={{ github: "https://github.com/grace" }} />);
    expect(screen.getAllByText("Not added")).toHaveLength(4);
  });
});
