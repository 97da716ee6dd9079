// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { parseFormDocument } from "@formwright/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PublicForm } from "./public-form";
import { savedAnswersKey } from "./saved-answers";

function renderForm() {
  const parsed = parseFormDocument({
    slug: "kept",
    title: "Kept",
    blocks: [
      { type: "text", name: "city", label: "City" },
      {
        type: "radio",
        name: "size",
        label: "Size",
        options: [
          { label: "S", value: "s" },
          { label: "M", value: "m" },
        ],
      },
      { type: "checkbox", name: "agree", label: "I agree" },
    ],
  });
  if (!parsed.success) throw new Error("invalid test document");
  render(<PublicForm slug="kept" version={1} document={parsed.document} defaultValues={{}} />);
}

const saved = () => {
  const raw = window.localStorage.getItem(savedAnswersKey({ slug: "kept", version: 1 }));
  return raw ? (JSON.parse(raw) as { values: Record<string, unknown> }).values : null;
};

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("answers kept on this device", () => {
  it("are saved a moment after typing, a choice and a tick, each", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "City" }), "Lyon");
    await waitFor(() => expect(saved()).toMatchObject({ city: "Lyon" }));
    await user.click(screen.getByRole("radio", { name: "M" }));
    await waitFor(() => expect(saved()).toMatchObject({ city: "Lyon", size: "m" }));
    await user.click(screen.getByRole("checkbox", { name: "I agree" }));
    await waitFor(() => expect(saved()).toMatchObject({ city: "Lyon", size: "m", agree: true }));
  });

  it("are put back in a new visit, and Start over forgets them", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "City" }), "Nice");
    await waitFor(() => expect(saved()).toMatchObject({ city: "Nice" }));
    cleanup();
    renderForm();
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Nice");
    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("");
    expect(saved()).toBeNull();
  });
});
