import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Menu } from "./menu.tsx";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAccountMenu({ logoutDisabled = false, onCloseAutoFocus = vi.fn() } = {}) {
  const onSelect = vi.fn();
  function AccountMenu() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <a href="#behind">A link behind</a>
        <Menu
          open={open}
          onOpenChange={setOpen}
          label="Ada, account menu"
          triggerClassName="trigger"
          trigger="Ada"
          onCloseAutoFocus={onCloseAutoFocus}
          entries={[
            { kind: "link", key: "settings", to: "/app/settings", children: "Settings" },
            { kind: "link", key: "premium", to: "/app/premium", children: "Premium" },
            { kind: "separator", key: "separator" },
            { kind: "action", key: "logout", tone: "danger", disabled: logoutDisabled, onSelect, children: "Logout" },
          ]}
        />
        <Where />
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={["/app/feed"]}>
      <AccountMenu />
    </MemoryRouter>,
  );
  return { onSelect, onCloseAutoFocus, button: screen.getByRole("button", { name: "Ada, account menu" }) };
}

describe("a menu", () => {
  it("is a button that says it opens a menu, and opens with its items when pressed", async () => {
    const user = userEvent.setup();
    const { onSelect, button } = renderAccountMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole("menu", { name: "Ada, account menu" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", menu.id);
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Settings", "Premium", "Logout"]);
    expect(screen.getByRole("separator")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus();

    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("is worked from the keyboard: arrows, Home, End and a letter move between items; Tab stays; Escape closes", async () => {
    const user = userEvent.setup();
    const { button } = renderAccountMenu();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();

    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Premium" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus();
    await user.keyboard("l");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Tab}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveFocus();
  });

  it("follows a link item, chosen with Enter or Space, and closes", async () => {
    const user = userEvent.setup();
    const { button } = renderAccountMenu();
    await user.click(button);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/app/premium");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard(" ");
    expect(screen.getByTestId("where")).toHaveTextContent("/app/settings");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("skips a disabled item and does nothing when it is pressed", async () => {
    const user = userEvent.setup();
    const { onSelect, button } = renderAccountMenu({ logoutDisabled: true });
    await user.click(button);
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Premium" })).toHaveFocus();
    const logout = screen.getByRole("menuitem", { name: "Logout" });
    expect(logout).toHaveAttribute("aria-disabled", "true");
    await user.click(logout);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("lets its owner keep focus elsewhere as it closes", async () => {
    const user = userEvent.setup();
    const keepFocus = vi.fn((event: Event) => {
      event.preventDefault();
      screen.getByRole("link", { name: "A link behind" }).focus();
    });
    const { button } = renderAccountMenu({ onCloseAutoFocus: keepFocus });
    await user.click(button);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(keepFocus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "A link behind" })).toHaveFocus();
  });
});
