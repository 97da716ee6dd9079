// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoadedEditorForm } from "../draft-types";
import { renderEditor, settle } from "../editor-test-kit";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

function formWith(settings: Record<string, unknown> = {}): LoadedEditorForm {
  return {
    id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e16",
    slug: "vote",
    revision: 1,
    publishedVersion: null,
    draft: {
      slug: "vote",
      title: "Vote",
      confirmation: { message: "Thanks" },
      ...settings,
      blocks: [{ type: "text", name: "name", label: "Name" }],
    },
  };
}

const section = () => screen.getByRole("group", { name: "Responses and privacy" });

describe("responses and privacy in the editor", () => {
  it("shows the form's settings and asks ALTCHA's difficulty only for ALTCHA, by keyboard", async () => {
    const user = userEvent.setup();
    renderEditor(formWith({ retention: { deleteAfterDays: 90 }, partialResponses: true }));
    const captcha = within(section()).getByRole("radiogroup", { name: "CAPTCHA against bots" });
    expect(within(captcha).getByRole("radio", { name: "None" })).toBeChecked();
    expect(
      within(section()).getByRole("textbox", { name: "Delete answers after (days)" }),
    ).toHaveValue("90");
    expect(
      within(section()).getByRole("checkbox", { name: "Keep unfinished answers" }),
    ).toBeChecked();
    expect(
      within(section()).queryByRole("radiogroup", { name: "Work asked of each browser" }),
    ).toBeNull();

    within(captcha).getByRole("radio", { name: "None" }).focus();
    await user.keyboard("{ArrowDown}");
    expect(within(captcha).getByRole("radio", { name: /^ALTCHA/ })).toBeChecked();
    const work = within(section()).getByRole("radiogroup", { name: "Work asked of each browser" });
    expect(within(work).getByRole("radio", { name: /^Medium/ })).toBeChecked();

    await user.keyboard("{ArrowDown}");
    expect(within(captcha).getByRole("radio", { name: "Cloudflare Turnstile" })).toBeChecked();
    expect(
      within(section()).queryByRole("radiogroup", { name: "Work asked of each browser" }),
    ).toBeNull();
    expect(within(section()).getByText(/FORMWRIGHT_TURNSTILE_SITE_KEY/)).toBeInTheDocument();
  });

  it("names a retention over ten years at its input", async () => {
    const user = userEvent.setup();
    renderEditor(formWith());
    const days = within(section()).getByRole("textbox", { name: "Delete answers after (days)" });
    await user.type(days, "4000");
    await settle();
    expect(days).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("No problems")).toBeNull();
  });
});
