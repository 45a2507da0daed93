import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog.tsx";

function WithDialog({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const [dismissals, setDismissals] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <output aria-label="Dismissals">{dismissals}</output>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setDismissals((count) => count + 1);
        }}
        title="Report Grace"
        description="Tell us what happened."
        initialFocus={withInitialFocus ? field : undefined}
      >
        <label>
          Details
          <input ref={field} />
        </label>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens as a modal named by its title and described by its description, and is gone once closed", async () => {
    const user = userEvent.setup();
    render(<WithDialog />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Report Grace" });
    expect(dialog).toHaveAccessibleDescription("Tell us what happened.");
    expect(dialog).toHaveProperty("open", true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Dismissals" })).toHaveTextContent("1");
  });

  it("closes on Escape and gives focus back to what opened it", async () => {
    const user = userEvent.setup();
    render(<WithDialog />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    await user.click(screen.getByRole("textbox", { name: "Details" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("puts focus where the owner asks on opening", async () => {
    const user = userEvent.setup();
    render(<WithDialog withInitialFocus />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("textbox", { name: "Details" })).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on one inside it", async () => {
    const user = userEvent.setup();
    render(<WithDialog />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    await user.click(screen.getByRole("textbox", { name: "Details" }));
    // A click in the dialog's own padding lands on the element, inside its box.
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 400, width: 390, height: 444 });
    await user.pointer({ keys: "[MouseLeft]", target: dialog, coords: { clientX: 20, clientY: 420 } });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    // The backdrop is the same element, outside its box.
    await user.pointer({ keys: "[MouseLeft]", target: dialog, coords: { clientX: 20, clientY: 100 } });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Dismissals" })).toHaveTextContent("1");
  });
});
