import { parseFormDocument } from "@formwright/core";
import { describe, expect, it } from "vitest";
import type { DraftSettings } from "../draft-types";
import {
  formSettingFor,
  fromFormSettingsValues,
  toFormSettingsValues,
} from "../form-settings-values";

const base: DraftSettings = {
  slug: "signup",
  title: "Sign-up",
  confirmation: { message: "Thanks" },
};

function edit(settings: DraftSettings, changes: Record<string, unknown>): DraftSettings {
  return fromFormSettingsValues({ ...toFormSettingsValues(settings), ...changes }, settings);
}

describe("availability in the form settings", () => {
  it("gives back the settings unchanged when nothing was edited", () => {
    const limited: DraftSettings = {
      ...base,
      availability: {
        opensAt: "2026-12-01T09:00:00+01:00",
        closesAt: "2026-12-24T18:00:00+01:00",
        timeZone: "Europe/Berlin",
        maxSubmissions: 100,
        closedMessage: "Sold out",
      },
    };
    expect(edit(limited, {})).toEqual(limited);
    expect(edit(base, {})).toEqual(base);
  });

  it("shows instants as wall times in the form's time zone", () => {
    const values = toFormSettingsValues({
      ...base,
      availability: { closesAt: "2026-12-24T17:00:00Z", timeZone: "Europe/Berlin" },
    });
    expect(values).toMatchObject({
      closesDate: "2026-12-24",
      closesTime: "18:00",
      timeZone: "Europe/Berlin",
      opensDate: "",
    });
  });

  it("writes a date and time in the chosen zone with its offset, midnight when no time is given", () => {
    const next = edit(base, {
      timeZone: "America/New_York",
      opensDate: "2026-07-01",
      opensTime: "",
      closesDate: "2026-07-31",
      closesTime: "17:30",
      maxSubmissions: 50,
    });
    expect(next.availability).toEqual({
      opensAt: "2026-07-01T00:00:00-04:00",
      closesAt: "2026-07-31T17:30:00-04:00",
      maxSubmissions: 50,
      timeZone: "America/New_York",
    });
    expect(parseFormDocument({ ...next, blocks: [] }).success).toBe(true);
  });

  it("leaves the key out when every input is emptied", () => {
    const limited: DraftSettings = { ...base, availability: { maxSubmissions: 3 } };
    expect(edit(limited, { maxSubmissions: "" })).not.toHaveProperty("availability");
  });

  it("keeps what it cannot read, so the save names the input", () => {
    const next = edit(base, { maxSubmissions: "lots" });
    expect(next.availability).toEqual({ maxSubmissions: "lots" });
    const parsed = parseFormDocument({ ...next, blocks: [] });
    expect(parsed.success).toBe(false);
    const closesFirst = edit(base, {
      timeZone: "UTC",
      opensDate: "2026-12-02",
      closesDate: "2026-12-01",
    });
    expect(parseFormDocument({ ...closesFirst, blocks: [] }).success).toBe(false);
  });

  it("maps a problem in availability to its input", () => {
    expect(formSettingFor(["availability", "closesAt"], base)).toBe("closesDate");
    expect(formSettingFor(["availability", "maxSubmissions"], base)).toBe("maxSubmissions");
    expect(formSettingFor(["availability"], base)).toBe("opensDate");
  });
});
