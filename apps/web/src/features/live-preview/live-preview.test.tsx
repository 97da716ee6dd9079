// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { englishCatalogue, parseFormDocument, setActiveCatalogue } from "@formwright/core";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { LivePreview } from "./live-preview";

afterEach(() => {
  cleanup();
  setActiveCatalogue(englishCatalogue);
});

function draft() {
  const parsed = parseFormDocument({
    slug: "register",
    title: "Registration",
    language: "en",
    blocks: [{ type: "text", name: "city", label: "City", required: true }],
    translations: { de: { title: "Anmeldung", blocks: { city: { label: "Stadt" } } } },
  });
  if (!parsed.success) throw new Error("invalid test document");
  return parsed.document;
}

describe("LivePreview", () => {
  it("shows the draft in one of its translations, with the product texts of that language", async () => {
    const user = userEvent.setup();
    await act(async () => {
      render(<LivePreview formId="f1" revision={1} document={draft()} />);
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Registration");
    await user.type(screen.getByRole("textbox", { name: /City/ }), "Bern");
    await act(async () => {
      await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "de");
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Anmeldung");
    expect(await screen.findByRole("button", { name: "Absenden" })).toBeInTheDocument();
    // What was typed stays across the switch.
    expect(screen.getByRole("textbox", { name: /Stadt/ })).toHaveValue("Bern");
    expect(screen.getByRole("main")).toHaveAttribute("lang", "de");
  });

  it("offers no language choice for a form in one language", async () => {
    const { translations: _, ...single } = draft();
    await act(async () => {
      render(<LivePreview formId="f1" revision={1} document={single} />);
    });
    expect(screen.queryByRole("combobox", { name: "Language" })).not.toBeInTheDocument();
  });

  it("says which saved draft it shows, by its revision number", async () => {
    await act(async () => {
      render(<LivePreview formId="f1" revision={4} document={draft()} />);
    });
    const bar = screen.getByRole("banner");
    expect(within(bar).getByRole("status")).toHaveTextContent(
      /^Showing the saved draft \(revision 4\)\. Not opened from the editor$/,
    );
  });
});
