import { describe, expect, it } from "vitest";
import { retentionNotice } from "./retention-notice";

describe("retentionNotice", () => {
  it("says how long answers are kept, with the singular for one day", () => {
    expect(retentionNotice(90)).toBe("Answers are deleted after 90 days");
    expect(retentionNotice(1)).toBe("Answers are deleted after 1 day");
  });

  it("says nothing for a form that keeps answers", () => {
    expect(retentionNotice(null)).toBeNull();
    expect(retentionNotice(undefined)).toBeNull();
  });
});
