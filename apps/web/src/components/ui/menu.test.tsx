import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

/** The menu as a page loads it: a module of its own, whose code has not been fetched yet. */
async function freshMenu() {
  vi.resetModules();
  const { Menu } = await import("./menu.tsx");
  const { markFirstScreenShown } = await import("../../lib/first-screen.ts");
  const onSelect = vi.fn();
  function AccountMenu() {
    const [open, setOpen] = useState(false);
    return (
      <Menu
        open={open}
        onOpenChange={setOpen}
        label="Ada, account menu"
        triggerClassName="trigger"
        trigger="Ada"
        entries={[
          { kind: "link", key: "settings", to: "/app/settings", children: "Settings" },
          { kind: "separator", key: "separator" },
          { kind: "action", key: "logout", tone: "danger", onSelect, children: "Logout" },
        ]}
      />
    );
  }
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
  return { onSelect, markFirstScreenShown };
}

describe("a menu whose code comes after the first screen", () => {
  it("shows its button at once, and opens with its items when pressed before the code has come", async () => {
    const user = userEvent.setup();
    const { onSelect } = await freshMenu();
    const button = screen.getByRole("button", { name: "Ada, account menu" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("opens from the keyboard too, and keeps focus on its button when the code replaces the stand-in", async () => {
    const user = userEvent.setup();
    const { markFirstScreenShown } = await freshMenu();
    await user.tab();
    expect(screen.getByRole("button", { name: "Ada, account menu" })).toHaveFocus();

    act(() => markFirstScreenShown());
    // The menu's own trigger carries the id its menu points back to; the stand-in has none.
    await waitFor(() => expect(screen.getByRole("button", { name: "Ada, account menu" })).toHaveAttribute("id"));
    const trigger = screen.getByRole("button", { name: "Ada, account menu" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toHaveFocus();
  });
});
