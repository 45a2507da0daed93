import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeCardView } from "./code-card-view.tsx";

describe("a code card", () => {
  it("shows what the member wrote as text, then highlighted, never as markup", async () => {
    const code = '<img src="x" onerror="alert(1)">\n<p>hello</p>';
    render(<CodeCardView card={{ language: "html", code, caption: "Markup, safely" }} />);
    const region = screen.getByRole("region", { name: "Code in HTML" });
    expect(region).toHaveTextContent('<img src="x" onerror="alert(1)">');
    expect(within(region).queryByRole("img")).toBeNull();
    expect(screen.getByText("Markup, safely")).toBeInTheDocument();
    // The highlighter loads by itself and colours the tokens; the text stays the same.
    await expect.poll(() => region.querySelectorAll("span[style]").length, { timeout: 10_000 }).toBeGreaterThan(1);
    expect(region.textContent).toBe(code);
    expect(document.querySelector("img")).toBeNull();
  });
});
