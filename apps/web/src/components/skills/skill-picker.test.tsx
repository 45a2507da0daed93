import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SkillPicker } from "./skill-picker.tsx";

function Harness({ initial = [], onSubmit = () => {} }: { initial?: string[]; onSubmit?: () => void }) {
  const [skills, setSkills] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SkillPicker label="Skills" value={skills} onChange={setSkills} />
      <output data-testid="value">{skills.join("|")}</output>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const events = userEvent.setup();
  render(<Harness {...props} />);
  const input = screen.getByRole("combobox", { name: "Skills" });
  const value = () => screen.getByTestId("value").textContent;
  const options = () =>
    within(screen.getByRole("listbox"))
      .queryAllByRole("option")
      .map((o) => o.textContent);
  return { events, input, value, options };
}

describe("SkillPicker", () => {
  it("shows the placeholder and opens a list of catalogue skills", async () => {
    const { events, input, options } = setup();
    expect(input).toHaveAttribute("placeholder", "Select up to 10 skills...");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await events.click(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(options().length).toBeGreaterThan(90);
  });

  it("filters by the typed text, names that start with it first", async () => {
    const { events, input, options } = setup();
    await events.type(input, "script");
    expect(options()).toEqual(["JavaScript", "TypeScript"]);
    await events.clear(input);
    await events.type(input, "re");
    expect(options()[0]).toBe("React");
    expect(options()).toContain("PostgreSQL");
  });

  it("says so when nothing matches", async () => {
    const { events, input } = setup();
    await events.type(input, "cobolscript");
    expect(screen.getByText("No matching skills found")).toBeInTheDocument();
  });

  it("adds the highlighted option with the arrow keys and Enter, without submitting the form", async () => {
    const onSubmit = vi.fn();
    const { events, input, value } = setup({ onSubmit });
    await events.type(input, "script");
    await events.keyboard("{ArrowDown}{Enter}");
    expect(value()).toBe("TypeScript");
    expect(input).toHaveValue("");
    expect(screen.getByRole("button", { name: "Remove TypeScript" })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("moves the active option for screen readers", async () => {
    const { events, input } = setup();
    await events.type(input, "script");
    const [first, second] = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(input).toHaveAttribute("aria-activedescendant", first?.id);
    await events.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", second?.id);
    expect(second).toHaveAttribute("aria-selected", "true");
  });

  it("removes the last chip with Backspace on an empty input, and any chip with its button", async () => {
    const { events, input, value } = setup({ initial: ["Go", "Rust", "Zig"] });
    await events.click(input);
    await events.keyboard("{Backspace}");
    expect(value()).toBe("Go|Rust");
    await events.click(screen.getByRole("button", { name: "Remove Go" }));
    expect(value()).toBe("Rust");
  });

  it("never offers a skill that is already selected, whatever its casing", async () => {
    const { events, input, options } = setup({ initial: ["typescript"] });
    await events.type(input, "typescript");
    expect(options()).toEqual([]);
  });

  it("offers an existing skill outside the catalogue again after it is removed", async () => {
    const { events, input, options } = setup({ initial: ["Brainfuck"] });
    await events.click(screen.getByRole("button", { name: "Remove Brainfuck" }));
    await events.type(input, "brain");
    expect(options()).toEqual(["Brainfuck"]);
  });

  it("ignores additions past ten and says the maximum is reached", async () => {
    const ten = ["C", "Go", "Rust", "Zig", "Java", "Kotlin", "Swift", "Dart", "Ruby", "PHP"];
    const { events, input, value } = setup({ initial: ten });
    expect(screen.getByText("Maximum 10 skills allowed")).toBeInTheDocument();
    await events.type(input, "react");
    await events.keyboard("{Enter}");
    await events.click(within(screen.getByRole("listbox")).getByRole("option", { name: "React" }));
    expect(value()).toBe(ten.join("|"));
  });

  it("adds with a click and keeps the list open for the next pick", async () => {
    const { events, input, value } = setup();
    await events.type(input, "dock");
    await events.click(screen.getByRole("option", { name: "Docker" }));
    expect(value()).toBe("Docker");
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on Escape", async () => {
    const { events, input } = setup();
    await events.type(input, "go");
    await events.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});
