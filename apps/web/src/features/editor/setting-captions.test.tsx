// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { formDocumentSchema } from "@formwright/core";
import { fieldId } from "@formwright/fields";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AVAILABILITY_INPUTS } from "./availability/availability-values";
import { describeChanges } from "./describe-changes";
import { describeSetting } from "./describe-setting";
import type { LoadedEditorForm } from "./draft-types";
import { renderEditor } from "./editor-test-kit";
import { THEME_INPUTS } from "./theme/theme-values";

afterEach(cleanup);
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

const form: LoadedEditorForm = {
  id: "0b6f1f1e-5c61-4b8f-9f0e-3f2d2c1a9e14",
  slug: "look",
  revision: 1,
  publishedVersion: null,
  draft: {
    slug: "look",
    title: "Look",
    confirmation: { message: "Thanks" },
    theme: { logo: { src: "/uploads/logo.webp", alt: "Acme" } },
    blocks: [{ type: "text", name: "name", label: "Name" }],
  },
};

/** Every input of Form settings a problem can be sent to (see formSettingFor). */
const SETTINGS = [
  "title",
  "slug",
  "description",
  "submitLabel",
  "language",
  "confirmationMessage",
  ...Object.values(THEME_INPUTS),
  "themeLogo.alt",
  ...Object.values(AVAILABILITY_INPUTS),
  "isEditable",
];

describe("settings are named in messages as the editor captions them", () => {
  it.each(SETTINGS)("the problem list names %s by its input's caption", (setting) => {
    renderEditor(form);
    const settings = screen.getByRole("form", { name: "Form settings" });
    const control = settings.querySelector(`#${fieldId(setting)}`);
    expect(control).not.toBeNull();
    // A radio group's caption is its legend (the first radio's id is the field's); any other input's its label.
    const captioned =
      control?.getAttribute("type") === "radio" ? control.closest("fieldset") : control;
    expect(captioned).toHaveAccessibleName(describeSetting(setting));
    expect(describeSetting(setting)).not.toBe(setting);
  });

  it("the problem list names the editing days by their caption (shown once editing is on)", () => {
    renderEditor({ ...form, draft: { ...form.draft, editing: { allowedForDays: 7 } } });
    const settings = screen.getByRole("form", { name: "Form settings" });
    const control = settings.querySelector(`#${fieldId("editingDays")}`);
    expect(control).toHaveAccessibleName(describeSetting("editingDays"));
    expect(describeSetting("editingDays")).not.toBe("editingDays");
  });

  it("the list of changes names every setting of a document, never by its key", () => {
    const keys = Object.keys(formDocumentSchema.shape ?? {}).filter((key) => key !== "blocks");
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) {
      const [change] = describeChanges({ [key]: 1 }, { [key]: 2 });
      expect(change).not.toContain(key);
    }
  });
});
