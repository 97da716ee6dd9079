import { describe, expect, it } from "vitest";
import { formStatus, submissionsPhrase } from "./form-status";

describe("formStatus", () => {
  it("names the live version", () => {
    expect(formStatus({ publishedVersion: 3 })).toBe("Published v3");
  });

  it("says Draft while no version is live", () => {
    expect(formStatus({ publishedVersion: null })).toBe("Draft");
  });
});

describe("submissionsPhrase", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(submissionsPhrase(1)).toBe("1 submission");
    expect(submissionsPhrase(0)).toBe("0 submissions");
    expect(submissionsPhrase(12)).toBe("12 submissions");
  });
});
