import { describe, expect, test } from "vitest";
import { loadCatalogue } from "../i18n/load-catalogue";
import { closedNotice } from "./closed-notice";

describe("closedNotice", () => {
  test("reads in English as it always did", () => {
    expect(closedNotice({ availability: undefined, reason: "notYetOpen" })).toBe(
      "This form is not open yet",
    );
    expect(closedNotice({ availability: {}, reason: "full" })).toBe("This form is closed");
  });

  test("says the defaults in the catalogue's language", async () => {
    const de = await loadCatalogue("de");
    expect(closedNotice({ availability: {}, reason: "notYetOpen", catalogue: de })).toBe(
      "Dieses Formular ist noch nicht geöffnet",
    );
    const ja = await loadCatalogue("ja");
    expect(closedNotice({ availability: {}, reason: "closed", catalogue: ja })).toBe(
      "このフォームの受付は終了しました",
    );
  });

  test("the author's message wins", async () => {
    const de = await loadCatalogue("de");
    expect(
      closedNotice({
        availability: { closedMessage: "Bis bald" },
        reason: "closed",
        catalogue: de,
      }),
    ).toBe("Bis bald");
  });
});
