import { describe, expect, it } from "vitest";
import { openingTime } from "./opening-time";

/** ICU puts a narrow or a plain no-break space before "AM", depending on its version. */
const plainSpaces = (text: string) => text.replace(/\s/gu, " ");

describe("when a form opens, in the page's language", () => {
  it("writes the day, date, time and zone in the editor's time zone", () => {
    const opensAt = "2026-12-01T09:00:00+01:00";
    expect(plainSpaces(openingTime({ opensAt, timeZone: "Europe/Berlin", language: "en" }))).toBe(
      "Tuesday, December 1, 2026 at 9:00 AM GMT+1",
    );
    expect(plainSpaces(openingTime({ opensAt, timeZone: "Europe/Paris", language: "fr" }))).toBe(
      "mardi 1 décembre 2026 à 09:00 UTC+1",
    );
  });

  it("writes it in UTC when the editor set no time zone", () => {
    expect(plainSpaces(openingTime({ opensAt: "2026-12-01T09:00:00+01:00", language: "de" }))).toBe(
      "Dienstag, 1. Dezember 2026 um 08:00 UTC",
    );
  });
});
