import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftSettings } from "../draft-types";
import {
  formSettingFor,
  fromFormSettingsValues,
  toFormSettingsValues,
} from "../form-settings-values";

const base: DraftSettings = { slug: "vote", title: "Vote", confirmation: { message: "Thanks" } };

function edit(settings: DraftSettings, changes: Record<string, unknown>): DraftSettings {
  return fromFormSettingsValues({ ...toFormSettingsValues(settings), ...changes }, settings);
}

describe("responses and privacy in the form settings", () => {
  it("gives back the settings unchanged when nothing was edited", () => {
    const set: DraftSettings = {
      ...base,
      protection: { captcha: "altcha", difficulty: "medium" },
      limits: { perVerifiedEmail: 1 },
      partialResponses: false,
      retention: { deleteAfterDays: 90 },
    };
    expect(edit(set, {})).toEqual(set);
    expect(edit(base, {})).toEqual(base);
    expect(edit({ ...base, protection: { captcha: "hcaptcha" } }, {})).toEqual({
      ...base,
      protection: { captcha: "hcaptcha" },
    });
  });

  it("writes a CAPTCHA with its difficulty, and leaves protection out for none", () => {
    const high = edit(base, { captcha: "altcha", captchaDifficulty: "high" });
    expect(high.protection).toEqual({ captcha: "altcha", difficulty: "high" });
    // Medium is ALTCHA's default: not written.
    expect(edit(base, { captcha: "altcha" }).protection).toEqual({ captcha: "altcha" });
    // A third party sets its own difficulty: none is written (the document would refuse it).
    expect(edit(high, { captcha: "turnstile" }).protection).toEqual({ captcha: "turnstile" });
    expect("protection" in edit(high, { captcha: "none" })).toBe(false);
  });

  it("writes limits, unfinished answers and retention, and drops emptied ones", () => {
    const set = edit(base, { perVerifiedEmail: 2, partialResponses: true, deleteAfterDays: 30 });
    expect(set).toMatchObject({
      limits: { perVerifiedEmail: 2 },
      partialResponses: true,
      retention: { deleteAfterDays: 30 },
    });
    const cleared = edit(set, {
      perVerifiedEmail: "",
      partialResponses: false,
      deleteAfterDays: "",
    });
    expect(cleared).toEqual(base);
  });

  it("keeps keys of these settings that the inputs do not show", () => {
    const other = { ...base, limits: { perVerifiedEmail: 1, somethingNew: true } };
    expect(edit(other, { perVerifiedEmail: "" }).limits).toEqual({ somethingNew: true });
  });

  it("writes what the document accepts, and maps its problems back to the inputs", () => {
    const settings = edit(base, {
      captcha: "altcha",
      captchaDifficulty: "low",
      deleteAfterDays: 4000,
    });
    const parsed = parseFormDocument({ ...settings, blocks: [] });
    expect(parsed.success).toBe(false);
    const paths = parsed.success ? [] : parsed.issues.map((issue) => issue.path);
    expect(paths).toEqual(["retention.deleteAfterDays"]);
    expect(formSettingFor(["retention", "deleteAfterDays"], settings)).toBe("deleteAfterDays");
    expect(formSettingFor(["protection", "difficulty"], settings)).toBe("captcha");
    expect(formSettingFor(["limits", "perVerifiedEmail"], settings)).toBe("perVerifiedEmail");
    expect(
      parseFormDocument({ ...edit(settings, { deleteAfterDays: 365 }), blocks: [] }).success,
    ).toBe(true);
  });
});
