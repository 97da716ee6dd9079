import { describe, expect, it } from "vitest";
import { fromFormSettingsValues, toFormSettingsValues } from "../form-settings-values";

const form = { slug: "contact", title: "Contact", confirmation: { message: "Thanks" } };

describe("the editing setting in Form settings", () => {
  it("reads a document's editing and writes it back unchanged", () => {
    const settings = { ...form, editing: { allowedForDays: 14 } };
    const values = toFormSettingsValues(settings);
    expect(values).toMatchObject({ isEditable: true, editingDays: 14 });
    expect(fromFormSettingsValues(values, settings)).toEqual(settings);
  });

  it("ticked, writes the days (7 when left empty); unticked, leaves the key out", () => {
    const values = toFormSettingsValues(form);
    expect(values).toMatchObject({ isEditable: false, editingDays: 7 });
    expect(fromFormSettingsValues({ ...values, isEditable: true }, form).editing).toEqual({
      allowedForDays: 7,
    });
    expect(
      fromFormSettingsValues({ ...values, isEditable: true, editingDays: "" }, form).editing,
    ).toEqual({ allowedForDays: 7 });
    const off = fromFormSettingsValues(values, { ...form, editing: { allowedForDays: 3 } });
    expect(off).not.toHaveProperty("editing");
  });
});
